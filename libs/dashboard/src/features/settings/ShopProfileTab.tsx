import {
  MARKETS,
  SHOP_PROFILE_MESSAGES,
  taxIdLabel,
  normalizeTaxId,
  type MarketId,
  type ShopProfileRequest,
  type ShopProfileResponse,
} from '@cod/contracts';
import { Card, CardContent, Skeleton, toast } from '@cod/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Eye, Save, Store, Truck, Undo2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useApi } from '../../api/api-context.js';
import { messageOr, serverFieldErrors } from '../../api/errors.js';
import { CardHeading } from '../../components/CardHeading.js';
import { LoadErrorCard } from '../../components/LoadErrorCard.js';
import { PendingButton } from '../../components/PendingButton.js';
import { TextField } from '../../components/TextField.js';
import { T } from '../../texts.js';
import { useSessionStore } from '../auth/session-store.js';
import { saveShopProfile, shopProfileKeys, useShopProfile } from '../shop-profile/api.js';
import {
  bodyOf,
  formErrors,
  formOf,
  termKey,
  type FormField,
  type ShopProfileForm,
  type TermField,
} from '../shop-profile/profile-form.js';
import { ResultBox } from './SettingsParts.js';

const S = T.shopProfile;

type Errors = Partial<Record<FormField | 'markets', string>>;
type TextKey = Exclude<keyof ShopProfileForm, 'markets'>;

/**
 * Settings' shop tab: the seller's shop identity and terms, shown on every public page of theirs.
 * Each field's message appears as soon as it is typed, by the same rules (and texts) the server uses.
 */
export function ShopProfileTab() {
  const profile = useShopProfile();
  if (profile.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true" data-testid="shop-profile-loading">
        <Skeleton className="h-28 rounded-xl" />
        <Skeleton className="h-96 rounded-xl" />
      </div>
    );
  }
  if (profile.isError) return <LoadErrorCard error={profile.error} onRetry={() => void profile.refetch()} />;
  // A saved profile starts a fresh form with the values as stored (digits-only PIB, '2-4').
  return <ShopProfileEditor key={profile.data.updatedAt ?? 'new'} profile={profile.data} />;
}

function StatusBox({ profile }: { profile: ShopProfileResponse }) {
  if (profile.complete) {
    return (
      <div data-testid="shop-profile-status" data-complete="true">
        <ResultBox ok>{S.complete}</ResultBox>
      </div>
    );
  }
  return (
    <div
      role="status"
      data-testid="shop-profile-status"
      data-complete="false"
      className="grid gap-1.5 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2.5 text-sm text-amber-950"
    >
      <p className="flex items-start gap-2 font-medium">
        <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
        {S.missingTitle}
      </p>
      <ul className="ml-6 list-disc" data-testid="shop-profile-missing">
        {profile.missing.map((f) => (
          <li key={f}>{S.fields[f] ?? f}</li>
        ))}
      </ul>
    </div>
  );
}

/** The identity block as buyers read it in a page's footer (plain text). */
function IdentityPreview({ form }: { form: ShopProfileForm }) {
  const v = (s: string) => s.trim();
  const taxId = normalizeTaxId(v(form.taxId));
  const place = [v(form.address), v(form.city)].filter(Boolean).join(', ');
  const ids = [taxId ? `${taxIdLabel(taxId)}: ${taxId}` : '', v(form.registrationNumber) ? `${S.preview.registration}: ${v(form.registrationNumber)}` : '']
    .filter(Boolean)
    .join(' · ');
  const contact = [v(form.phone) ? `${S.preview.phone}: ${v(form.phone)}` : '', v(form.email)].filter(Boolean).join(' · ');
  return (
    <Card data-testid="shop-profile-preview">
      <CardHeading as="h3" icon={Eye} tone="bg-slate-100 text-slate-700" title={S.preview.title} description={S.preview.description} />
      <CardContent>
        {v(form.shopName) ? (
          <address className="grid gap-0.5 break-words rounded-lg bg-slate-900 px-4 py-3 text-sm not-italic text-slate-300" data-testid="shop-profile-preview-identity">
            <p className="text-base font-bold text-white">{v(form.shopName)}</p>
            {v(form.legalName) && <p>{v(form.legalName)}</p>}
            {place && <p>{place}</p>}
            {ids && <p>{ids}</p>}
            {contact && <p>{contact}</p>}
          </address>
        ) : (
          <p className="rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground" data-testid="shop-profile-preview-empty">
            {S.preview.empty}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function ShopProfileEditor({ profile }: { profile: ShopProfileResponse }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const userId = useSessionStore((s) => s.user?.id);
  const [form, setForm] = useState<ShopProfileForm>(() => formOf(profile));
  /** Fields typed into or left: their messages show at once. After a submit, every field's. */
  const [touched, setTouched] = useState<Partial<Record<FormField, true>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});

  const errors = formErrors(form);
  const shown = (field: FormField) => ((touched[field] || submitted) && errors[field]) || serverErrors[field] || undefined;

  const save = useMutation({
    mutationFn: (body: ShopProfileRequest) => saveShopProfile(api, body),
    onSuccess: async (answer) => {
      toast({ title: SHOP_PROFILE_MESSAGES.saved });
      queryClient.setQueryData(shopProfileKeys.mine(userId), answer);
      await queryClient.invalidateQueries({ queryKey: shopProfileKeys.all });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: T.settings.errorTitle, description: messageOr(error, S.saveFailed) });
      setServerErrors(serverFieldErrors(error) as Errors);
    },
  });

  const touch = (field: FormField) => setTouched((t) => (t[field] ? t : { ...t, [field]: true }));
  const clearServer = (...fields: (FormField | 'markets')[]) =>
    setServerErrors((e) => (fields.some((f) => e[f]) ? Object.fromEntries(Object.entries(e).filter(([k]) => !fields.includes(k as FormField))) : e));

  function edit(field: TextKey, value: string) {
    setForm((f) => ({ ...f, [field]: value }));
    touch(field);
    clearServer(field);
  }

  function editTerm(market: MarketId, field: TermField, value: string) {
    setForm((f) => ({ ...f, markets: { ...f.markets, [market]: { ...f.markets[market], [field]: value } } }));
    touch(termKey(market, field));
    clearServer(termKey(market, field), 'markets');
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    setSubmitted(true);
    const wrong = Object.keys(errors) as FormField[];
    if (wrong.length) {
      document.getElementById(inputId(wrong[0]))?.focus();
      return;
    }
    setServerErrors({});
    save.mutate(bodyOf(form));
  }

  const field = (name: TextKey, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={inputId(name)}
      name={name}
      label={S.fields[name]}
      value={form[name]}
      error={shown(name)}
      disabled={save.isPending}
      onChange={(e) => edit(name, e.target.value)}
      onBlur={() => touch(name)}
      {...extra}
    />
  );

  return (
    <div className="grid gap-6" data-testid="shop-profile-tab">
      <Card>
        <CardHeading icon={Store} tone="bg-primary/10 text-primary" title={S.title} description={S.intro} />
        <CardContent>
          <StatusBox profile={profile} />
        </CardContent>
      </Card>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <form noValidate onSubmit={submit} className="grid min-w-0 gap-6" aria-label={S.title}>
          <Card data-testid="shop-profile-identity">
            <CardHeading icon={Store} tone="bg-blue-50 text-blue-700" title={S.identityTitle} description={S.identityDescription} />
            <CardContent className="grid gap-4 sm:grid-cols-2 sm:items-start">
              {field('shopName', { placeholder: S.placeholders.shopName, autoComplete: 'organization', fieldClassName: 'sm:col-span-2' })}
              {field('legalName', { placeholder: S.placeholders.legalName, hint: S.hints.legalName, fieldClassName: 'sm:col-span-2' })}
              {field('taxId', { placeholder: S.placeholders.taxId, hint: S.hints.taxId, inputMode: 'numeric', autoComplete: 'off', spellCheck: false })}
              {field('registrationNumber', { placeholder: S.placeholders.registrationNumber, hint: S.hints.registrationNumber, inputMode: 'numeric', autoComplete: 'off', spellCheck: false })}
              {field('address', { placeholder: S.placeholders.address, autoComplete: 'street-address' })}
              {field('city', { placeholder: S.placeholders.city, autoComplete: 'address-level2' })}
              {field('phone', { type: 'tel', placeholder: S.placeholders.phone, autoComplete: 'tel' })}
              {field('email', { type: 'email', placeholder: S.placeholders.email, autoComplete: 'email', spellCheck: false, autoCapitalize: 'off' })}
            </CardContent>
          </Card>

          <Card data-testid="shop-profile-terms">
            <CardHeading icon={Undo2} tone="bg-emerald-50 text-emerald-700" title={S.returnsTitle} description={S.returnsDescription} />
            <CardContent className="grid gap-4 sm:grid-cols-2 sm:items-start">
              {field('returnDays', { inputMode: 'numeric', placeholder: S.placeholders.returnDays, hint: S.hints.returnDays })}
              {field('warrantyMonths', { inputMode: 'numeric', placeholder: S.placeholders.warrantyMonths, hint: S.hints.warrantyMonths })}
            </CardContent>
          </Card>

          <Card data-testid="shop-profile-markets">
            <CardHeading icon={Truck} tone="bg-amber-50 text-amber-700" title={S.deliveryTitle} description={S.deliveryDescription} />
            <CardContent className="grid gap-4">
              {serverErrors.markets && (
                <p className="text-sm text-destructive" data-testid="shop-profile-markets-error">
                  {serverErrors.markets}
                </p>
              )}
              {MARKETS.map((m) => (
                <section key={m.id} className="grid gap-3 rounded-lg border bg-muted/20 p-4" aria-labelledby={`shop-market-${m.id}-title`} data-testid={`shop-market-${m.id}`}>
                  <h3 id={`shop-market-${m.id}-title`} className="text-sm font-semibold">
                    {m.label} <span className="font-normal text-muted-foreground">({m.currencySymbol})</span>
                  </h3>
                  <div className="grid gap-3 sm:grid-cols-3 sm:items-start">
                    {(
                      [
                        ['deliveryDays', S.fields.deliveryDays, S.hints.deliveryDays, S.placeholders.deliveryDays],
                        ['shippingCost', S.fields.shippingCost(m.currencySymbol), S.hints.shippingCost, S.placeholders.shippingCost[m.id]],
                        ['freeShippingFrom', S.fields.freeShippingFrom(m.currencySymbol), S.hints.freeShippingFrom, S.placeholders.freeShippingFrom[m.id]],
                      ] as const
                    ).map(([term, label, hint, placeholder]) => {
                      const key = termKey(m.id, term);
                      return (
                        <TextField
                          key={term}
                          id={inputId(key)}
                          name={key}
                          label={label}
                          hint={hint}
                          placeholder={placeholder}
                          inputMode={term === 'deliveryDays' ? 'numeric' : 'decimal'}
                          autoComplete="off"
                          value={form.markets[m.id][term]}
                          error={shown(key)}
                          disabled={save.isPending}
                          onChange={(e) => editTerm(m.id, term, e.target.value)}
                          onBlur={() => touch(key)}
                        />
                      );
                    })}
                  </div>
                </section>
              ))}
            </CardContent>
          </Card>

          <PendingButton
            type="submit"
            className="w-full sm:w-auto sm:justify-self-start"
            pending={save.isPending}
            pendingText={T.settings.saving}
            icon={<Save aria-hidden="true" />}
            data-testid="shop-profile-save"
          >
            {S.save}
          </PendingButton>
        </form>

        <aside className="min-w-0 lg:sticky lg:top-4">
          <IdentityPreview form={form} />
        </aside>
      </div>
    </div>
  );
}

/** The input's id: 'shop-taxId', 'shop-markets-Serbia-deliveryDays'. */
const inputId = (field: FormField) => `shop-${field.replace(/\./g, '-')}`;
