import { siteUrlOnDomain, type DomainResponse } from '@cod/contracts';
import { Badge, Button, Skeleton } from '@cod/ui';
import { useQuery } from '@tanstack/react-query';
import { AlertCircle, ExternalLink, Globe, Link2, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useApi } from '../../../api/api-context.js';
import { T } from '../../../texts.js';
import { domainListQuery } from '../../domains/api/domains.js';
import { CopyButton } from '../../domains/CopyButton.js';
import { RecordMissingBadge, RecordMissingNotice } from '../../domains/RecordMissing.js';
import { useSiteUrls } from '../../websites/site-url.js';
import { EditorSection } from '../EditorSection.js';

/**
 * The domain tab (spec 001 §2.5, spec 000 §2 domains): where this site is reachable — its platform address
 * and, on each of the seller's verified domains, https://{host}/{customUrl}; unverified domains point to
 * /domains, and with no domain at all the tab points to /domain.
 */
export function DomainTab({ customUrl }: { customUrl: string }) {
  const api = useApi();
  const navigate = useNavigate();
  const urls = useSiteUrls();
  const query = useQuery(domainListQuery(api));
  const domains = query.data ?? [];
  // The primary domain first, the others in the list's order.
  const verified = domains.filter((d) => d.verifiedAt).sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
  const unverified = domains.filter((d) => !d.verifiedAt);

  return (
    <EditorSection title={T.editor.domainTitle} description={T.editor.domainAddresses} testId="editor-domain-tab">
      <ul className="grid gap-3" aria-label={T.editor.domainAddressesLabel}>
        <AddressRow
          testId="editor-domain-platform"
          icon={<Link2 className="size-4 shrink-0 text-primary" aria-hidden="true" />}
          title={T.editor.domainPlatform}
          href={urls.href(customUrl)}
          address={urls.address(customUrl)}
          copyWhat={T.editor.domainCopyPlatform}
        />
        {verified.map((d) => (
          <VerifiedDomainRow key={d.id} domain={d} customUrl={customUrl} />
        ))}
      </ul>

      {query.isPending ? (
        <Skeleton className="h-16 w-full" data-testid="editor-domain-loading" />
      ) : query.isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-destructive">{T.domains.loadFailed}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {T.domains.retry}
          </Button>
        </div>
      ) : domains.length === 0 ? (
        <div className="grid justify-items-start gap-3" data-testid="editor-domain-empty">
          <p className="text-sm text-muted-foreground">{T.editor.domainEmpty}</p>
          <Button variant="outline" onClick={() => navigate('/domain')}>
            <Globe aria-hidden="true" />
            {T.editor.domainLink}
          </Button>
        </div>
      ) : (
        unverified.map((d) => (
          <p key={d.id} className="flex items-start gap-2 text-sm text-muted-foreground" data-testid="editor-domain-unverified" data-host={d.host}>
            <AlertCircle className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
            <span className="min-w-0 [overflow-wrap:anywhere]">
              {T.editor.domainUnverified(d.host)}{' '}
              <Link to="/domains" className="font-medium text-primary underline-offset-4 hover:underline">
                {T.editor.domainVerifyLink}
              </Link>
            </span>
          </p>
        ))
      )}
    </EditorSection>
  );
}

function VerifiedDomainRow({ domain, customUrl }: { domain: DomainResponse; customUrl: string }) {
  const url = siteUrlOnDomain(domain.host, customUrl);
  const recordMissing = !!domain.recordMissingSince;
  return (
    <AddressRow
      testId="editor-domain"
      host={domain.host}
      icon={<Globe className="size-4 shrink-0 text-primary" aria-hidden="true" />}
      title={domain.host}
      badges={
        <>
          {domain.isPrimary && (
            <Badge variant="blue" data-testid="editor-domain-primary">
              <Star aria-hidden="true" />
              {T.domains.primary}
            </Badge>
          )}
          {recordMissing && <RecordMissingBadge testId="editor-domain-record-missing" />}
        </>
      }
      href={url}
      address={url}
      copyWhat={T.editor.domainCopyWhat(domain.host)}
    >
      {recordMissing && <RecordMissingNotice txt={domain.dnsInstructions.txt} testId="editor-domain-record-missing-notice" />}
    </AddressRow>
  );
}

/** One address: a heading (with badges), the address as a link opening in a new tab, and its copy button. */
function AddressRow({
  testId,
  host,
  icon,
  title,
  badges,
  href,
  address,
  copyWhat,
  children,
}: {
  testId: string;
  host?: string;
  icon: ReactNode;
  title: string;
  badges?: ReactNode;
  href: string;
  address: string;
  copyWhat: string;
  children?: ReactNode;
}) {
  return (
    <li className="grid min-w-0 gap-2 rounded-lg border bg-white p-3 text-sm" data-testid={testId} data-host={host}>
      <div className="flex flex-wrap items-center gap-2">
        {icon}
        <span className="min-w-0 font-semibold [overflow-wrap:anywhere]">{title}</span>
        {badges}
      </div>
      <div className="flex items-center gap-2">
        <a
          href={href}
          target="_blank"
          rel="noopener"
          title={T.editor.domainOpen(address)}
          className="inline-flex min-w-0 flex-1 items-center gap-1 font-mono text-xs text-primary underline-offset-4 hover:underline"
          data-testid={`${testId}-url`}
        >
          <span className="min-w-0 break-all">{address}</span>
          <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
        </a>
        <CopyButton value={address} label={copyWhat} />
      </div>
      {children}
    </li>
  );
}
