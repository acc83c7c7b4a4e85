import type { ReactNode } from 'react';
import { Breadcrumb } from '../../shared/ui/breadcrumb.tsx';
import { Page } from '../../shared/ui/page.tsx';

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
    <Page title={title} heading={heading} onBack={onMenu} top={<Breadcrumb current={title} onMyAccount={onMenu} />}>
      {children}
    </Page>
  );
}
