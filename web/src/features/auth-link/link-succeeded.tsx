import { useNavigate } from 'react-router-dom';
import { ButtonLink } from '../../shared/ui/button-link.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { Page } from '../../shared/ui/page.tsx';

export interface LinkSucceededProps {
  /** The tab title, and the heading unless `heading` is given. */
  title: string;
  heading?: string;
  /** docs/product.md §8's modal for this result. */
  modalTitle: string;
  message: string;
  buttonLabel: string;
}

/**
 * docs/product.md §2 and 8: a result modal with one button; closing it (button or Escape) goes to /login.
 * The link is used up, so /login replaces it in the history: Back does not open it again.
 */
export function LinkSucceeded({ title, heading, modalTitle, message, buttonLabel }: LinkSucceededProps) {
  const navigate = useNavigate();
  return (
    <>
      <Page title={title} heading={heading}>
        <p className="auth-link__message">{message}</p>
        <div className="ui-actions">
          <ButtonLink to="/login" replace variant="primary">
            {buttonLabel}
          </ButtonLink>
        </div>
      </Page>
      <Modal open title={modalTitle} message={message} buttonLabel={buttonLabel} onClose={() => navigate('/login', { replace: true })} />
    </>
  );
}
