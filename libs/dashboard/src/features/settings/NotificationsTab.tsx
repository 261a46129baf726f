import {
  googleSheetsSchema,
  INTEGRATION_MESSAGES,
  normalizeSheetId,
  ORDER_EXPORT_COLUMNS,
  telegramSettingsSchema,
  validate,
  type GoogleSheetsRequest,
  type TelegramSettingsRequest,
  type UserResponse,
} from '@cod/contracts';
import { Button, Card, CardContent, Skeleton, toast } from '@cod/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Copy, ExternalLink, FileSpreadsheet, Link2, Save, Send, TableProperties } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useApi } from '../../api/api-context.js';
import { CardHeading } from '../../components/CardHeading.js';
import { PendingButton } from '../../components/PendingButton.js';
import { TextField } from '../../components/TextField.js';
import { T } from '../../texts.js';
import { googleSheetsInfoQuery, integrationsStatusQuery, saveGoogleSheets, saveTelegramSettings, settingsKeys, testGoogleSheets, testTelegram } from './api/integrations.js';
import { ResultBox, SecretField, SetStatus, SetupGuide } from './SettingsParts.js';
import { IntegrationStatusLine } from './IntegrationStatusLine.js';
import { useServiceTest } from './use-service-test.js';
import { useSettingsForm, useSettingsSave } from './use-settings-save.js';

const TG = T.settings.telegram;
const GS = T.settings.sheets;

type TelegramField = keyof Required<TelegramSettingsRequest>;
const TELEGRAM_FIELDS: TelegramField[] = ['telegramBotId', 'telegramChatId'];

/**
 * The body of PATCH /api/user/settings: values trimmed; an empty value is left out, except that a value
 * the user cleared (it was set) is sent as null so the server removes it.
 */
export function telegramBody(values: Record<TelegramField, string>, saved: Pick<UserResponse, TelegramField>): TelegramSettingsRequest {
  const body: TelegramSettingsRequest = {};
  for (const field of TELEGRAM_FIELDS) {
    const value = values[field].trim();
    if (value) body[field] = value;
    else if (saved[field]) body[field] = null;
  }
  return body;
}

/** The messaging-bot card: token and chat ID, the setup guide, and whether each is set. */
function TelegramCard({ user }: { user: UserResponse }) {
  const [values, setValues] = useState<Record<TelegramField, string>>({
    telegramBotId: user.telegramBotId ?? '',
    telegramChatId: user.telegramChatId ?? '',
  });
  const { save, errors, setErrors, submit: submitForm } = useSettingsForm(telegramSettingsSchema, saveTelegramSettings, {
    success: () => ({ title: INTEGRATION_MESSAGES.telegramSaved }),
    failureFallback: INTEGRATION_MESSAGES.telegramSaveFailed,
    onSaved: (fresh) => {
      if (fresh) setValues({ telegramBotId: fresh.telegramBotId ?? '', telegramChatId: fresh.telegramChatId ?? '' });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => submitForm(event, () => telegramBody(values, user));

  const change = (field: TelegramField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const bothSet = !!user.telegramBotId && !!user.telegramChatId;
  const api = useApi();
  const test = useServiceTest({ ok: INTEGRATION_MESSAGES.telegramTestOk, failedTitle: TG.testFailedToast, fallback: TG.testFailedToast });

  /** The test message through the saved bot to the saved chat: only a real send says the bot works. */
  const runTest = () =>
    test.run(async () => {
      const answer = await testTelegram(api);
      return answer?.success ? { ok: true, text: INTEGRATION_MESSAGES.telegramTestOk } : { ok: false, text: answer?.error || TG.testFailedToast };
    });

  return (
    <Card data-testid="telegram-card">
      <CardHeading icon={Send} tone="bg-sky-50 text-sky-700" title={TG.title} description={TG.description} />
      <CardContent className="grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-5">
          <form noValidate onSubmit={submit} className="grid gap-4">
            <SecretField
              id="settings-telegramBotId"
              name="telegramBotId"
              label={TG.botToken}
              placeholder={TG.botTokenPlaceholder}
              value={values.telegramBotId}
              error={errors.telegramBotId}
              disabled={save.isPending}
              onChange={(e) => change('telegramBotId', e.target.value)}
            />
            <TextField
              id="settings-telegramChatId"
              name="telegramChatId"
              label={TG.chatId}
              hint={TG.chatIdHint}
              placeholder={TG.chatIdPlaceholder}
              autoComplete="off"
              className="font-mono"
              value={values.telegramChatId}
              error={errors.telegramChatId}
              disabled={save.isPending}
              onChange={(e) => change('telegramChatId', e.target.value)}
            />
            <PendingButton type="submit" className="justify-self-start" pending={save.isPending} pendingText={T.settings.saving} icon={<Save aria-hidden="true" />}>
              {TG.save}
            </PendingButton>
          </form>
          <section className="grid gap-2 rounded-lg border p-4" data-testid="telegram-status" aria-label={TG.statusTitle}>
            <h3 className="text-sm font-semibold">{TG.statusTitle}</h3>
            <SetStatus label={TG.statusBot} set={!!user.telegramBotId} testId="telegram-status-bot" />
            <SetStatus label={TG.statusChat} set={!!user.telegramChatId} testId="telegram-status-chat" />
            <p className={bothSet ? 'text-sm text-foreground' : 'text-xs text-muted-foreground'}>{bothSet ? TG.statusActive : TG.statusInactive}</p>
            <IntegrationStatusLine name="telegram" />
            <PendingButton
              variant="outline"
              className="justify-self-start"
              pending={test.testing}
              pendingText={T.settings.testing}
              disabled={!bothSet || save.isPending}
              onClick={() => void runTest()}
              icon={<Send aria-hidden="true" />}
            >
              {TG.test}
            </PendingButton>
            {test.result && (
              <ResultBox ok={test.result.ok} testId="telegram-test-result">
                <p>{test.result.text}</p>
              </ResultBox>
            )}
          </section>
        </div>
        <SetupGuide steps={TG.steps} testId="telegram-guide" />
      </CardContent>
    </Card>
  );
}

/** The service account the seller shares the sheet with (and a copy button), or why there is none. */
function ServiceAccount() {
  const api = useApi();
  const info = useQuery(googleSheetsInfoQuery(api));
  if (info.isPending) return <Skeleton className="h-16 rounded-lg" data-testid="sheets-service-account-loading" />;
  if (info.isError)
    return (
      <p className="text-sm text-muted-foreground" data-testid="sheets-service-account">
        {GS.serviceAccountFailed}
      </p>
    );
  const email = info.data?.serviceAccountEmail;
  if (!email)
    return (
      <div className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-800" data-testid="sheets-no-service-account">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>{GS.noServiceAccount}</p>
      </div>
    );

  async function copy() {
    try {
      await navigator.clipboard.writeText(email!);
      toast({ title: T.settings.copied });
    } catch {
      // No clipboard (an insecure origin): the address stays selectable on screen.
    }
  }

  return (
    <div className="grid gap-2 rounded-lg border border-primary/20 bg-primary/5 p-3" data-testid="sheets-service-account">
      <p className="text-sm">{GS.serviceAccount}</p>
      <div className="flex items-center gap-2">
        <code className="min-w-0 flex-1 select-all break-all rounded bg-white px-2 py-1.5 font-mono text-xs ring-1 ring-border" data-testid="sheets-service-account-email">
          {email}
        </code>
        <Button variant="outline" size="sm" aria-label={GS.copyServiceAccount} onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {GS.copy}
        </Button>
      </div>
    </div>
  );
}

const sheetUrl = (id: string) => `https://docs.google.com/spreadsheets/d/${encodeURIComponent(id)}/edit`;
const columnLetter = (i: number) => String.fromCharCode(65 + i);

/** The spreadsheet card: sheet ID with Test, the service account, the setup guide, the 'connected' box and the columns. */
function GoogleSheetsCard({ user }: { user: UserResponse }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [sheetId, setSheetId] = useState(user.googleSheetsId ?? '');
  const [error, setError] = useState<string>();
  const test = useServiceTest({ ok: INTEGRATION_MESSAGES.sheetsTestToast, failedTitle: T.settings.sheetsTestFailedToast, fallback: INTEGRATION_MESSAGES.sheetsTestFailed });

  const save = useSettingsSave(saveGoogleSheets, {
    success: () => ({ title: INTEGRATION_MESSAGES.sheetsSaved }),
    failureFallback: INTEGRATION_MESSAGES.sheetsSaveFailed,
    onFieldErrors: (fields) => setError(fields.googleSheetsId),
    onSaved: async (fresh, body) => {
      setSheetId(fresh?.googleSheetsId ?? body.googleSheetsId);
      await queryClient.invalidateQueries({ queryKey: settingsKeys.googleSheets() });
    },
  });

  const trimmed = sheetId.trim();
  const extracted = normalizeSheetId(sheetId);
  // 'Povezano' only after a real success (a test of the saved sheet, or a row written).
  const sheetsOk = useQuery(integrationsStatusQuery(api)).data?.sheets.lastResult === 'ok';

  function check(): GoogleSheetsRequest | null {
    const result = validate(googleSheetsSchema, { googleSheetsId: sheetId });
    setError(result.errors.googleSheetsId);
    return result.ok ? { googleSheetsId: extracted } : null;
  }

  function runTest() {
    if (!trimmed || test.testing) return;
    const body = check();
    if (!body) return;
    return test.run(async () => {
      const answer = await testGoogleSheets(api, body);
      return answer?.success
        ? { ok: true, text: answer.message || INTEGRATION_MESSAGES.sheetsTestOk, title: answer.title }
        : { ok: false, text: answer?.error || answer?.message || INTEGRATION_MESSAGES.sheetsTestFailed };
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const body = check();
    if (body) save.mutate(body);
  }

  return (
    <Card data-testid="sheets-card">
      <CardHeading icon={FileSpreadsheet} tone="bg-emerald-50 text-emerald-700" title={GS.title} description={GS.description} />
      <CardContent className="grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-5">
          <ServiceAccount />
          <form noValidate onSubmit={submit} className="grid gap-3">
            <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
              <TextField
                id="settings-googleSheetsId"
                name="googleSheetsId"
                label={GS.sheetId}
                hint={extracted && extracted !== trimmed ? GS.extractedId(extracted) : GS.sheetIdHint}
                placeholder={GS.sheetIdPlaceholder}
                autoComplete="off"
                spellCheck={false}
                className="font-mono"
                value={sheetId}
                error={error}
                disabled={save.isPending}
                onChange={(e) => {
                  test.edited();
                  setSheetId(e.target.value);
                  setError(undefined);
                }}
              />
              <PendingButton
                variant="outline"
                className="sm:mt-[1.375rem]"
                pending={test.testing}
                pendingText={T.settings.testing}
                disabled={!trimmed || save.isPending}
                onClick={() => void runTest()}
                icon={<TableProperties aria-hidden="true" />}
              >
                {T.settings.test}
              </PendingButton>
            </div>
            {test.result && (
              <ResultBox ok={test.result.ok} testId="sheets-test-result">
                <p>{test.result.text}</p>
                {test.result.ok && test.result.title && <p className="font-medium">{GS.sheetTitle(test.result.title)}</p>}
              </ResultBox>
            )}
            <PendingButton type="submit" className="justify-self-start" pending={save.isPending} pendingText={T.settings.saving} icon={<Save aria-hidden="true" />}>
              {T.settings.save}
            </PendingButton>
          </form>
          <IntegrationStatusLine name="sheets" />
          {user.googleSheetsId && sheetsOk && (
            <section className="grid gap-1.5 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900" data-testid="sheets-connected" aria-label={GS.connectedTitle}>
              <h3 className="flex items-center gap-1.5 font-semibold">
                <Link2 className="size-4" aria-hidden="true" />
                {GS.connectedTitle}
              </h3>
              <p>{GS.connectedText}</p>
              <code className="break-all font-mono text-xs">{user.googleSheetsId}</code>
              <a
                href={sheetUrl(user.googleSheetsId)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 justify-self-start text-sm font-medium text-emerald-800 underline-offset-4 hover:underline"
              >
                <ExternalLink className="size-3.5" aria-hidden="true" />
                {GS.openSheet}
              </a>
            </section>
          )}
        </div>
        <div className="grid content-start gap-5">
          <SetupGuide steps={GS.steps} testId="sheets-guide" />
          <section className="grid gap-2" data-testid="sheets-columns" aria-labelledby="sheets-columns-title">
            <h3 id="sheets-columns-title" className="text-sm font-semibold">
              {GS.columnsTitle}
            </h3>
            <ol className="grid grid-cols-1 gap-1.5 text-sm sm:grid-cols-2">
              {ORDER_EXPORT_COLUMNS.map((column, i) => (
                <li key={column} className="flex items-center gap-2 rounded-md border bg-white px-2.5 py-1.5">
                  <span className="inline-flex size-5 shrink-0 items-center justify-center rounded bg-muted font-mono text-[11px] font-semibold text-muted-foreground" aria-hidden="true">
                    {columnLetter(i)}
                  </span>
                  {column}
                </li>
              ))}
            </ol>
          </section>
        </div>
      </CardContent>
    </Card>
  );
}

/** Notifications tab (spec 000 §2 "Account settings" 4): the messaging bot and the spreadsheet. */
export function NotificationsTab({ user }: { user: UserResponse }) {
  return (
    <div className="grid gap-6">
      <TelegramCard user={user} />
      <GoogleSheetsCard user={user} />
    </div>
  );
}
