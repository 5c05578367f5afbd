import { mountStandalone } from '@portal/shared/platform';
import { routes } from './routes';

void mountStandalone('mfe-profile', routes);
