import { HomePage } from './HomePage';

/** Route 'home' (/). */
export default function HomeRoute() {
  return <HomePage routeId="home" />;
}
