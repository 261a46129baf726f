import { UI } from '@cod/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader } from '@cod/ui';
import { Link } from 'react-router-dom';
import { LogIn } from 'lucide-react';
import { RequireAuth } from '../auth/RequireAuth.js';
import { AppShell } from '../../components/AppShell.js';
import { PlaceholderCard } from '../../components/PlaceholderCard.js';
import { T } from '../../texts.js';

/** Signed-out text of /orders (spec 000 §2) instead of the sign-in form. */
export function OrdersSignInNotice() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background p-4">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <span className="mb-2 inline-flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <LogIn className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-xl font-semibold">{UI.ordersSignInTitle}</h1>
          <CardDescription>{UI.ordersSignInText}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to="/">{T.orders.goToSignIn}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

export function OrdersPage() {
  return (
    <RequireAuth fallback={<OrdersSignInNotice />}>
      <AppShell>
        <PlaceholderCard title={T.placeholders.orders.title} text={T.placeholders.orders.text} />
      </AppShell>
    </RequireAuth>
  );
}
