import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTexts } from '../texts';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId: string;
  actions?: ReactNode;
  /** The title is the service's (a reward's name), marked `data-service-data` for the language checks. */
  titleIsServiceData?: boolean;
  /** The words of the button that closes it (a confirmation's Cancel); Close by default. */
  closeLabel?: string;
  /** `false` while it cannot be closed (a request runs): no Close button, and Escape does nothing. */
  closable?: boolean;
}

/**
 * A modal `<dialog>`: the browser keeps focus inside and the rest of the page inert, Escape closes
 * it, and focus returns to what opened it.
 */
export function Dialog({
  title,
  onClose,
  children,
  testId,
  actions,
  titleIsServiceData,
  closeLabel,
  closable = true,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTexts();
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        if (closable) onClose();
      }}
    >
      <h2 id={titleId} data-service-data={titleIsServiceData ? '' : undefined}>
        {title}
      </h2>
      {children}
      <div className="row">
        {actions}
        {closable ? (
          <button type="button" className="secondary" data-testid="popup-close" onClick={onClose}>
            {closeLabel ?? t('app.close')}
          </button>
        ) : null}
      </div>
    </dialog>
  );
}
