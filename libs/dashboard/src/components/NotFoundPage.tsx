import { UI } from '@cod/contracts';
import { Button } from '@cod/ui';
import { FileQuestion, Home } from 'lucide-react';
import { Link } from 'react-router-dom';
import { T } from '../texts.js';
import { NoticeScreen } from './NoticeScreen.js';

/** Any route that matches nothing (spec 000 §2: a 'Page Not Found' card). */
export function NotFoundPage() {
  return (
    <NoticeScreen icon={FileQuestion} title={UI.notFoundTitle} text={UI.notFoundText}>
      <Button asChild>
        <Link to="/">
          <Home aria-hidden="true" />
          {T.common.backHome}
        </Link>
      </Button>
    </NoticeScreen>
  );
}
