export type {} from './styled-theme';
export { theme, type PortalTheme } from './theme';
export { Button, type ButtonVariant } from './button/Button';
export { Spinner } from './spinner/Spinner';
