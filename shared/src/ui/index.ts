export type {} from './styled-theme';
export { theme, type PortalTheme } from './theme';
export { Button, type ButtonVariant } from './button/Button';
export { Spinner } from './spinner/Spinner';
export { VisuallyHidden } from './a11y/VisuallyHidden';

export { Modal, type ModalProps } from './modal/Modal';
export { ConfirmModal, type ConfirmModalProps } from './modal/ConfirmModal';
export { CopyButton, type CopyButtonProps } from './copy-button/CopyButton';
export { useCopyFeedback, type CopyState } from './copy-button/use-copy-feedback';
export { FormAlert, type FormAlertLook, type FormAlertProps } from './form-alert/FormAlert';
export { useModalState } from './modal/useModalState';
export { isMobileUserAgent, modalBodyHeight, MODAL_DESKTOP_BODY_HEIGHT_PX } from './modal/user-agent';

export { toast, type ToastApi, type ToastItem, type ToastKind, type ToastOptions } from './toast/toast-store';
export { ToastProvider, ToastViewport, useToast } from './toast/ToastProvider';

export { CodeInput, type CodeInputHandle, type CodeInputProps } from './code-input/CodeInput';
export { Pagination, type PaginationProps } from './pagination/Pagination';
export { pageCount, pageWindow } from './pagination/page-window';
export { Tabs, type TabItem, type TabsProps } from './tabs/Tabs';
export { Countdown, type CountdownProps } from './countdown/Countdown';
export { useCountdown, type CountdownOptions } from './countdown/useCountdown';
export { formatCountdown } from './countdown/format-countdown';
export { Carousel, type CarouselProps } from './carousel/Carousel';

export { Dropdown, type DropdownItem, type DropdownProps } from './dropdown/Dropdown';
export { Tooltip, type TooltipProps } from './tooltip/Tooltip';
export { Popover, type PopoverProps } from './popover/Popover';
export { computePosition, type Placement, type Side, type Align, type Rect } from './floating/position';

export { ResponsiveImage, DEFAULT_AVATAR_URL, type ResponsiveImageProps } from './image/ResponsiveImage';
export { buildSrcSet, candidateWidths, configureImageUrls, resetImageUrls, queryImageUrlBuilder, type ImageUrlBuilder, type ImageVariant } from './image/image-sources';
export { Avatar, type AvatarProps } from './avatar/Avatar';
export { avatarSource } from './avatar/avatar-source';

export { TextField, type TextFieldProps } from './field/TextField';
export { SelectField, type SelectFieldProps, type SelectOption } from './field/SelectField';
export { Checkbox, type CheckboxProps } from './field/Checkbox';
export { FieldRoot, Label as FieldLabel, ErrorText as FieldError, Input as FieldInput, Select as FieldSelect } from './field/field-styles';
export { useFieldIds } from './field/useFieldIds';
export { Card, type CardProps } from './card/Card';
export { Badge, StatusBadge, type BadgeProps, type BadgeVariant, type TeamEntryStatus } from './badge/Badge';
export { EmptyState, type EmptyStateProps } from './empty-state/EmptyState';
export { NotFoundState, type NotFoundStateProps } from './not-found/NotFoundState';
export { PageColumn, type PageColumnWidth } from './page-column/PageColumn';
export { PageTitle, SectionHeader, type HeadingProps } from './heading/PageTitle';
export { Skeleton, SkeletonBlock, type SkeletonProps } from './skeleton/Skeleton';
export { AuthPrompt, type AuthPromptProps } from './auth-prompt/AuthPrompt';
export { useSignInLinks, type SignInLinks } from './auth-prompt/use-sign-in-links';
export { SignInGuard, type SignInGuardProps } from './sign-in-guard/SignInGuard';
export { QueryErrorState, type QueryErrorStateProps } from './query-error/QueryErrorState';
export { Surface, surface, type SurfaceLook, type SurfaceProps, type SurfaceRadius } from './layout/Surface';
export { Stack } from './layout/Stack';
export { MutedText, mutedText, type TextSize } from './layout/MutedText';
export { SectionTitle } from './layout/SectionTitle';
export { sidewaysScroll } from './layout/sideways-scroll';
export { tapTarget, TAP_TARGET_PX } from './layout/tap-target';
export { BOTTOM_INSET_VAR } from './layout/bottom-inset';
export { ButtonLink } from './button/ButtonLink';
export { LinkTabs, type LinkTab, type LinkTabsProps } from './link-tabs/LinkTabs';
export { LinkCard, LinkCardLink } from './link-card/LinkCard';
export { TournamentLogo, TOURNAMENT_LOGO_FALLBACK, type TournamentLogoProps } from './tournament/TournamentLogo';
export { TournamentStatusBadge } from './tournament/TournamentStatusBadge';
export { IconSvg, type IconProps } from './icons/IconSvg';
export { NotFoundIcon, LinkOffIcon, GamepadIcon, TrophyIcon, ClipboardIcon, TeamIcon, NewsIcon, PlayIcon, VotesIcon, ShieldIcon } from './icons/icons';
export { loadScript } from './script/load-script';
export { RECAPTCHA_SCRIPT, useBotCheck } from './script/use-bot-check';
export { useMounted } from './client-only/use-mounted';
