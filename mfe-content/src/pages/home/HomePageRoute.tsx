import { HomePage } from './HomePage';

/** Route 'home.page' (/home/home-page, on the white page background). */
export default function HomePageRoute() {
  return <HomePage routeId="home.page" />;
}
