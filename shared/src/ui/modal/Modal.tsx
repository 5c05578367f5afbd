import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { focusableIn, trapTab } from '../a11y/focusable';
import { isTopModal, pushModal } from './modal-stack';
import { useScrollLock } from './scroll-lock';
import { currentUserAgent, modalBodyHeight } from './user-agent';
import { Body, CloseButton, Dialog, Footer, Header, Overlay, Title } from './modal-styles';

export interface ModalProps {
  /** Shown or hidden (the modal's two states). */
  open: boolean;
  onClose: () => void;
  /** Heading; the kit's placeholder title when left out. */
  title?: ReactNode;
  /** Content; the kit's placeholder text when left out. */
  children?: ReactNode;
  /** Optional actions row under the body. */
  footer?: ReactNode;
  /** Clicking the dimmed backdrop closes the modal (off unless asked for). */
  closeOnOutsideClick?: boolean;
  /** User agent deciding the body height (the browser's unless given). */
  userAgent?: string;
  /**
   * The body takes the height of its content on every device (a short question, not a 400 px pane), up to
   * the screen's height, then scrolls.
   */
  fitContent?: boolean;
  'data-testid'?: string;
}

/**
 * The generic modal of docs/spec.md section 2: title, body, close button, optional footer; Escape closes it,
 * clicking outside optionally does; the page does not scroll while it is open. Rendered into
 * document.body; focus moves into it, stays inside while it is open, and goes back afterwards.
 */
export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

function OpenModal({ onClose, title, children, footer, closeOnOutsideClick = false, userAgent, fitContent = false, ...rest }: ModalProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const id = useMemo(() => Symbol('modal'), []);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  const height = fitContent ? 'auto' : modalBodyHeight(userAgent ?? currentUserAgent());

  useScrollLock(true);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const release = pushModal(id);
    const dialog = dialogRef.current;
    if (dialog) (focusableIn(dialog)[0] ?? dialog).focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && isTopModal(id)) {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      release();
      if (previous?.isConnected) previous.focus();
    };
  }, [id]);

  return (
    <Overlay
      data-testid="modal-overlay"
      onMouseDown={(event) => {
        if (closeOnOutsideClick && event.target === event.currentTarget) onClose();
      }}
    >
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-state="shown"
        data-fit={fitContent || undefined}
        data-testid={rest['data-testid']}
        onKeyDown={(event) => {
          if (dialogRef.current) trapTab(event, dialogRef.current);
        }}
      >
        <Header>
          <Title id={titleId}>{title ?? t('modal.placeholderTitle')}</Title>
          <CloseButton type="button" aria-label={t('modal.close')} onClick={onClose}>
            ×
          </CloseButton>
        </Header>
        <Body $height={height} data-testid="modal-body">
          {children ?? t('modal.placeholderBody')}
        </Body>
        {footer ? <Footer>{footer}</Footer> : null}
      </Dialog>
    </Overlay>
  );
}
