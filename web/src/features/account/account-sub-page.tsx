import { createContext, useContext, type ReactNode } from 'react';
import { Breadcrumb } from '../../shared/ui/breadcrumb.tsx';
import { Page } from '../../shared/ui/page.tsx';

/**
 * Whether the view now shown takes the focus to its heading (Page's `focusHeading`): not the
 * page's first view, opened from its address (a bookmark, a reload), which starts at the top as
 * any page does. The account page (login-page.tsx) says which.
 */
const focusHeadingContext = createContext(true);
export const FocusHeading = focusHeadingContext.Provider;
export const useFocusHeading = () => useContext(focusHeadingContext);

interface AccountSubPageProps {
  /** The view's name: tab title, breadcrumb's last item, and heading unless `heading` is given. */
  title: string;
  heading?: ReactNode;
  /** Back to the signed-in menu (the back arrow and the breadcrumb's "My account"). */
  onMenu: () => void;
  children: ReactNode;
}

/** A view reached from the account menu: Main page › My account › its name, with a way back. */
export function AccountSubPage({ title, heading, onMenu, children }: AccountSubPageProps) {
  return (
    <Page title={title} heading={heading} onBack={onMenu} top={<Breadcrumb current={title} onMyAccount={onMenu} />} focusHeading={useFocusHeading()}>
      {children}
    </Page>
  );
}
