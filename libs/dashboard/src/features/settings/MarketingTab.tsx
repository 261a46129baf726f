import {
  facebookPixelSchema,
  INTEGRATION_MESSAGES,
  normalizePixelId,
  normalizeSetting,
  trackifyKeysSchema,
  USER_SETTINGS_MESSAGES,
  type FacebookPixelRequest,
  type TrackifyKeysRequest,
  type UserResponse,
} from '@cod/contracts';
import { Badge, Button, Card, CardContent, toast } from '@cod/ui';
import { BarChart3, CheckCircle2, CircleDashed, KeyRound, Save, Target, Truck } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useApi } from '../../api/api-context.js';
import { CardHeading } from '../../components/CardHeading.js';
import { CourierWebhookCard } from './CourierWebhookCard.js';
import { IntegrationStatusLine } from './IntegrationStatusLine.js';
import { PendingButton } from '../../components/PendingButton.js';
import { TextField } from '../../components/TextField.js';
import { T } from '../../texts.js';
import { saveFacebookPixel, saveTrackifyKeys, testTrackifyKey } from './api/integrations.js';
import { ResultBox, SecretField } from './SettingsParts.js';
import { useSettingsForm } from './use-settings-save.js';

const P = T.settings.pixel;
const K = T.settings.trackify;

/** The pixel ID (empty saves as null) and the write-only Conversions API token. */
function PixelCard({ user }: { user: UserResponse }) {
  const [pixelId, setPixelId] = useState(user.facebookPixelId ?? '');
  const [token, setToken] = useState('');
  const { save, errors, setErrors, submit: submitForm } = useSettingsForm(facebookPixelSchema, saveFacebookPixel, {
    success: (body) => ({
      title: USER_SETTINGS_MESSAGES.pixelSaved,
      description: body.facebookCapiToken === null ? P.tokenRemoved : undefined,
    }),
    failureFallback: T.settings.saveFailedFallback,
    onSaved: (fresh, body) => {
      if ('facebookPixelId' in body) setPixelId(fresh?.facebookPixelId ?? body.facebookPixelId ?? '');
      if ('facebookCapiToken' in body) setToken('');
    },
  });
  const removing = save.isPending && save.variables?.facebookCapiToken === null;

  function submit(event: FormEvent<HTMLFormElement>) {
    submitForm(event, () => {
      const body: FacebookPixelRequest = { facebookPixelId: normalizePixelId(pixelId) };
      // Write-only: the token goes only when one was typed (an empty field keeps the saved one).
      if (token.trim()) body.facebookCapiToken = token.trim();
      return body;
    });
  }

  function removeToken() {
    if (save.isPending || !window.confirm(P.removeTokenConfirm)) return;
    save.mutate({ facebookCapiToken: null });
  }

  return (
    <Card data-testid="pixel-card">
      <CardHeading icon={Target} tone="bg-blue-50 text-blue-700" title={P.title} description={P.description} />
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-4 md:grid-cols-2 md:items-start">
          <TextField
            id="settings-facebookPixelId"
            name="facebookPixelId"
            label={P.pixelId}
            hint={P.pixelIdHint}
            placeholder={P.pixelIdPlaceholder}
            inputMode="numeric"
            autoComplete="off"
            className="font-mono"
            value={pixelId}
            error={errors.facebookPixelId}
            disabled={save.isPending}
            onChange={(e) => {
              setPixelId(e.target.value);
              setErrors((old) => ({ ...old, facebookPixelId: undefined }));
            }}
          />
          <div className="grid gap-2">
            <SecretField
              id="settings-facebookCapiToken"
              name="facebookCapiToken"
              label={P.token}
              hint={P.tokenHint}
              placeholder={user.hasFacebookCapiToken ? P.tokenPlaceholderSaved : P.tokenPlaceholderNew}
              value={token}
              error={errors.facebookCapiToken}
              disabled={save.isPending}
              onChange={(e) => {
                setToken(e.target.value);
                setErrors((old) => ({ ...old, facebookCapiToken: undefined }));
              }}
            />
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground" data-testid="capi-token-status">
              <Badge variant={user.hasFacebookCapiToken ? 'green' : 'grey'} data-saved={user.hasFacebookCapiToken}>
                {user.hasFacebookCapiToken ? <CheckCircle2 aria-hidden="true" /> : <CircleDashed aria-hidden="true" />}
                {user.hasFacebookCapiToken ? P.tokenSaved : P.tokenMissing}
              </Badge>
              {user.hasFacebookCapiToken && (
                <>
                  <span>{P.tokenWriteOnly}</span>
                  <Button
                    variant="link"
                    size="sm"
                    className="h-auto p-0 text-xs text-destructive"
                    disabled={save.isPending}
                    aria-busy={removing || undefined}
                    onClick={removeToken}
                  >
                    {P.removeToken}
                  </Button>
                </>
              )}
            </div>
          </div>
          <PendingButton
            type="submit"
            className="justify-self-start md:col-span-2"
            pending={save.isPending && !removing}
            disabled={removing}
            pendingText={T.settings.saving}
            icon={<Save aria-hidden="true" />}
          >
            {T.settings.save}
          </PendingButton>
        </form>
      </CardContent>
    </Card>
  );
}

type KeyField = keyof Required<TrackifyKeysRequest>;
/** untested / valid / invalid (spec 000 §4), per country. */
export type KeyState = 'untested' | 'valid' | 'invalid';

const PANELS: { field: KeyField; slug: string; title: string; label: string; hint: string; country?: string; required: string }[] = [
  { field: 'trackifyApiKey', slug: 'mne', title: K.panelMne, label: K.keyMne, hint: K.keyMneHint, required: INTEGRATION_MESSAGES.trackifyKeyRequired },
  { field: 'trackifyApiKeySrb', slug: 'srb', title: K.panelSrb, label: K.keySrb, hint: K.keySrbHint, country: 'Serbia', required: INTEGRATION_MESSAGES.trackifySrbKeyRequired },
];

function KeyStateView({ state, testId, reason }: { state: KeyState; testId: string; reason?: string }) {
  if (state === 'untested')
    return (
      <p className="flex items-center gap-1.5 text-xs text-muted-foreground" data-testid={testId} data-state={state}>
        <CircleDashed className="size-3.5" aria-hidden="true" />
        {K.stateUntested}
      </p>
    );
  return (
    <div data-testid={testId} data-state={state}>
      <ResultBox ok={state === 'valid'}>{state === 'valid' ? K.stateValid : (reason ?? INTEGRATION_MESSAGES.trackifyInvalid)}</ResultBox>
    </div>
  );
}

/** The courier keys of both markets, each with its own test; saving re-tests the keys entered. */
function TrackifyCard({ user }: { user: UserResponse }) {
  const api = useApi();
  const [values, setValues] = useState<Record<KeyField, string>>({
    trackifyApiKey: user.trackifyApiKey ?? '',
    trackifyApiKeySrb: user.trackifyApiKeySrb ?? '',
  });
  const [states, setStates] = useState<Record<KeyField, KeyState>>({ trackifyApiKey: 'untested', trackifyApiKeySrb: 'untested' });
  /** Why a key could not be tried at all (the platform has no Trackify address), as the server said. */
  const [reasons, setReasons] = useState<Partial<Record<KeyField, string>>>({});
  const [testing, setTesting] = useState<Record<KeyField, boolean>>({ trackifyApiKey: false, trackifyApiKeySrb: false });
  /** Bumped on every edit of a key: a test answer for an older value is dropped. */
  const edits = useRef<Record<KeyField, number>>({ trackifyApiKey: 0, trackifyApiKeySrb: 0 });

  async function runTest(field: KeyField, apiKey: string) {
    const panel = PANELS.find((p) => p.field === field)!;
    const key = apiKey.trim();
    if (!key) {
      toast({ variant: 'destructive', title: T.settings.errorTitle, description: panel.required });
      return;
    }
    const version = edits.current[field];
    setTesting((t) => ({ ...t, [field]: true }));
    try {
      const answer = await testTrackifyKey(api, panel.country ? { apiKey: key, country: panel.country } : { apiKey: key });
      if (edits.current[field] === version) {
        setStates((s) => ({ ...s, [field]: answer?.valid === true ? 'valid' : 'invalid' }));
        setReasons((r) => ({ ...r, [field]: answer?.valid === true ? undefined : answer?.error }));
      }
    } catch {
      if (edits.current[field] === version) setStates((s) => ({ ...s, [field]: 'untested' }));
      toast({ variant: 'destructive', title: T.settings.errorTitle, description: INTEGRATION_MESSAGES.trackifyConnectionError });
    } finally {
      setTesting((t) => ({ ...t, [field]: false }));
    }
  }

  const { save, errors, setErrors, submit: submitForm } = useSettingsForm(trackifyKeysSchema, saveTrackifyKeys, {
    success: () => ({ title: INTEGRATION_MESSAGES.trackifySaved }),
    failureFallback: INTEGRATION_MESSAGES.trackifySaveFailed,
    onSaved: async (fresh, body) => {
      const saved: Record<KeyField, string> = {
        trackifyApiKey: (fresh ? fresh.trackifyApiKey : body.trackifyApiKey) ?? '',
        trackifyApiKeySrb: (fresh ? fresh.trackifyApiKeySrb : body.trackifyApiKeySrb) ?? '',
      };
      for (const { field } of PANELS) edits.current[field] += 1;
      setValues(saved);
      setStates({ trackifyApiKey: 'untested', trackifyApiKeySrb: 'untested' });
      // The keys entered are tested again (spec 000 §7), each showing its state.
      await Promise.all(PANELS.filter(({ field }) => saved[field].trim()).map(({ field }) => runTest(field, saved[field])));
    },
  });

  function edit(field: KeyField, value: string) {
    edits.current[field] += 1;
    setValues((v) => ({ ...v, [field]: value }));
    setStates((s) => (s[field] === 'untested' ? s : { ...s, [field]: 'untested' }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    submitForm(event, (): TrackifyKeysRequest => ({
      trackifyApiKey: normalizeSetting(values.trackifyApiKey),
      trackifyApiKeySrb: normalizeSetting(values.trackifyApiKeySrb),
    }));
  }

  return (
    <Card data-testid="trackify-card">
      <CardHeading icon={Truck} tone="bg-amber-50 text-amber-700" title={K.title} description={K.description} />
      <CardContent className="grid gap-4">
        <IntegrationStatusLine name="trackify" />
        <form noValidate onSubmit={submit} className="grid gap-4">
          <div className="grid gap-4 md:grid-cols-2">
            {PANELS.map((panel) => (
              <section
                key={panel.field}
                className="grid content-start gap-3 rounded-lg border bg-muted/20 p-4"
                aria-labelledby={`trackify-${panel.slug}-title`}
                data-testid={`trackify-panel-${panel.slug}`}
              >
                <h3 id={`trackify-${panel.slug}-title`} className="flex items-center gap-2 text-sm font-semibold">
                  <KeyRound className="size-4 text-muted-foreground" aria-hidden="true" />
                  {panel.title}
                </h3>
                <SecretField
                  id={`settings-${panel.field}`}
                  name={panel.field}
                  label={panel.label}
                  hint={panel.hint}
                  value={values[panel.field]}
                  error={errors[panel.field]}
                  disabled={save.isPending}
                  onChange={(e) => edit(panel.field, e.target.value)}
                />
                <div className="flex flex-wrap items-center gap-3">
                  <PendingButton
                    variant="outline"
                    size="sm"
                    pending={testing[panel.field]}
                    pendingText={T.settings.testing}
                    disabled={save.isPending}
                    aria-label={`${K.testKey}: ${panel.title}`}
                    onClick={() => void runTest(panel.field, values[panel.field])}
                  >
                    {K.testKey}
                  </PendingButton>
                </div>
                <KeyStateView state={states[panel.field]} reason={reasons[panel.field]} testId={`trackify-state-${panel.slug}`} />
              </section>
            ))}
          </div>
          <PendingButton type="submit" className="justify-self-start" pending={save.isPending} pendingText={T.settings.saving} icon={<Save aria-hidden="true" />}>
            {K.save}
          </PendingButton>
        </form>
      </CardContent>
    </Card>
  );
}

/** Marketing tab (spec 000 §2 "Account settings" 3): the pixel, the shipment-tracking keys and where the courier's statuses come back. */
/** 'Šta se broji': what the pages count for the seller's analytics, and the one cookie of an A/B test. */
function CountingNote() {
  const C = T.settings.counting;
  return (
    <Card data-testid="counting-note">
      <CardHeading icon={BarChart3} tone="bg-emerald-50 text-emerald-700" title={C.title} />
      <CardContent className="grid gap-2 text-sm text-muted-foreground">
        {C.text.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </CardContent>
    </Card>
  );
}

export function MarketingTab({ user }: { user: UserResponse }) {
  return (
    <div className="grid gap-6">
      <PixelCard user={user} />
      <CountingNote />
      <TrackifyCard user={user} />
      <CourierWebhookCard />
    </div>
  );
}
