import { UI } from '@cod/contracts';
import { Button } from '@cod/ui';
import { LogIn } from 'lucide-react';
import { Link } from 'react-router-dom';
import { NoticeScreen } from '../../components/NoticeScreen.js';
import { T } from '../../texts.js';

/** Signed-out text of /orders (spec 000 §2) instead of the sign-in form; signing in comes back here. */
export function OrdersSignInNotice() {
  return (
    <NoticeScreen icon={LogIn} title={UI.ordersSignInTitle} text={UI.ordersSignInText}>
      <Button asChild>
        <Link to="/?next=%2Forders">{T.orders.goToSignIn}</Link>
      </Button>
    </NoticeScreen>
  );
}
