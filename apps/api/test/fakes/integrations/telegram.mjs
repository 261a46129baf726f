// A fake Telegram Bot API (https://core.telegram.org/bots/api): getMe, sendMessage, setWebhook, answerCallbackQuery, editMessageText.
import { STATUS_CODES } from 'node:http';
import { isObject, startHttpFake, waitFor } from './http-fake.mjs';

const MAX_TEXT = 4096;

/** Starts the fake on 127.0.0.1 (`port` 0 = random). */
export async function startFakeTelegram({ port = 0 } = {}) {
  const bots = new Map();
  bots.add = (token, { chats = [] } = {}) => {
    const bot = { chats: [...chats] };
    bots.set(token, bot);
    return bot;
  };
  const messages = [];
  /** Calls of setWebhook, answerCallbackQuery and editMessageText, in order. */
  const calls = [];
  let lastMessageId = 0;

  const fake = await startHttpFake({
    port,
    handle,
    errorBody: (status) => failure(status, STATUS_CODES[status] ?? 'Error').body,
    badJson: () => failure(400, "Bad Request: can't parse JSON"),
    onReset: () => {
      messages.length = 0;
      calls.length = 0;
    },
  });

  function handle(req) {
    const m = /^\/bot([^/]+)\/([^/]+)$/.exec(req.path);
    if (!m) return failure(404, 'Not Found');
    const token = decodeURIComponent(m[1]);
    const bot = bots.get(token);
    if (!bot) return failure(401, 'Unauthorized');
    const params = { ...req.query, ...(isObject(req.body) ? req.body : {}) };
    switch (decodeURIComponent(m[2]).toLowerCase()) {
      case 'getme':
        return ok(botUser(token));
      case 'sendmessage':
        return sendMessage(token, bot, params);
      case 'setwebhook': {
        const url = typeof params.url === 'string' ? params.url : '';
        if (url && !/^https?:\/\//.test(url)) return failure(400, 'Bad Request: bad webhook: invalid URL');
        const secretToken = params.secret_token === undefined ? undefined : String(params.secret_token);
        if (secretToken !== undefined && !/^[A-Za-z0-9_-]{1,256}$/.test(secretToken)) return failure(400, 'Bad Request: secret token contains unallowed characters');
        bot.webhook = url ? { url, secretToken, allowedUpdates: params.allowed_updates } : null;
        calls.push({ token, method: 'setWebhook', params });
        return ok(true);
      }
      case 'answercallbackquery':
        if (!params.callback_query_id) return failure(400, 'Bad Request: query is too old and response timeout expired or query ID is invalid');
        calls.push({ token, method: 'answerCallbackQuery', params });
        return ok(true);
      case 'editmessagetext': {
        const message = messages.find((m) => m.token === token && String(m.chatId) === String(params.chat_id) && m.messageId === Number(params.message_id));
        if (!message) return failure(400, 'Bad Request: message to edit not found');
        if (typeof params.text !== 'string' || !params.text.trim()) return failure(400, 'Bad Request: message text is empty');
        message.editedText = params.text;
        message.editedMarkup = params.reply_markup ?? null;
        calls.push({ token, method: 'editMessageText', params });
        return ok({ message_id: message.messageId, chat: { id: Number(message.chatId) || message.chatId, type: chatType(message.chatId) }, date: Math.floor(Date.now() / 1000), text: params.text });
      }
      default:
        return failure(404, 'Not Found');
    }
  }

  function sendMessage(token, bot, params) {
    const chatId = params.chat_id === undefined || params.chat_id === null ? '' : String(params.chat_id);
    if (chatId === '') return failure(400, 'Bad Request: chat_id is empty');
    if (!bot.chats.some((c) => String(c) === chatId)) return failure(400, 'Bad Request: chat not found');
    const text = typeof params.text === 'string' ? params.text : params.text == null ? '' : String(params.text);
    const parseMode = params.parse_mode === undefined || params.parse_mode === '' ? undefined : String(params.parse_mode);
    let visible = text;
    if (parseMode !== undefined) {
      const mode = parseMode.toLowerCase();
      if (mode === 'html') {
        const parsed = parseTelegramHtml(text);
        if ('error' in parsed) return failure(400, `Bad Request: can't parse entities: ${parsed.error}`);
        visible = parsed.text;
      } else if (mode !== 'markdown' && mode !== 'markdownv2') {
        return failure(400, 'Bad Request: unsupported parse_mode');
      }
    }
    visible = visible.trim();
    if (visible === '') return failure(400, 'Bad Request: message text is empty');
    if (visible.length > MAX_TEXT) return failure(400, 'Bad Request: message is too long');

    const messageId = ++lastMessageId;
    const at = Date.now();
    messages.push({ token, chatId, text, parseMode, params, messageId, at });
    const numericId = /^-?\d+$/.test(chatId) ? Number(chatId) : chatId;
    return ok({
      message_id: messageId,
      from: botUser(token),
      chat: { id: numericId, type: chatType(chatId) },
      date: Math.floor(at / 1000),
      text: visible,
    });
  }

  return Object.assign(fake, {
    bots,
    messages,
    calls,
    /** The next `times` requests get Telegram's flood-control answer (429 with retry_after). */
    tooManyRequests(retryAfterSeconds, times = 1) {
      const n = retryAfterSeconds;
      fake.faults.push({
        ...failure(429, `Too Many Requests: retry after ${n}`, { retry_after: n }),
        headers: { 'Retry-After': String(n) },
        times,
      });
    },
    /** Resolves with `messages` once at least `n` were sent. */
    waitForMessages(n, timeoutMs = 10_000) {
      return waitFor(() => messages.length >= n && messages, timeoutMs, () => `${n} Telegram message(s), got ${messages.length}`);
    },
  });
}

const ok = (result) => ({ status: 200, body: { ok: true, result } });
const failure = (status, description, parameters) => ({
  status,
  body: { ok: false, error_code: status, description, ...(parameters ? { parameters } : {}) },
});

function botUser(token) {
  const id = /^(\d+):/.exec(token)?.[1];
  return {
    id: id ? Number(id) : 1000001,
    is_bot: true,
    first_name: 'Fake bot',
    username: 'fake_bot',
    can_join_groups: true,
    can_read_all_group_messages: false,
    supports_inline_queries: false,
  };
}

function chatType(chatId) {
  if (chatId.startsWith('@')) return 'channel';
  if (chatId.startsWith('-100')) return 'supergroup';
  return chatId.startsWith('-') ? 'group' : 'private';
}

// ---- HTML parse mode, after tdlib's parse_html (error texts as Telegram words them) ----

const TAGS = new Set(['b', 'strong', 'i', 'em', 'u', 'ins', 's', 'strike', 'del', 'a', 'code', 'pre', 'tg-spoiler', 'span', 'blockquote']);
const NAMED = { lt: '<', gt: '>', amp: '&', quot: '"' };
const isSpace = (ch) => ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || ch === '\v' || ch === '\f';

/**
 * Checks `html` as Telegram's HTML parse mode does and returns `{ text }` (tags stripped, entities
 * decoded) or `{ error }`. Stricter than Telegram on one point, as its docs require: every `&` must
 * start an entity (&lt; &gt; &amp; &quot; &#NN; &#xHH;).
 */
export function parseTelegramHtml(html) {
  const s = html;
  const at = (pos) => Buffer.byteLength(s.slice(0, pos));
  const open = [];
  let out = '';
  let i = 0;

  const entity = () => {
    const m = /&(?:#(\d{1,8})|#[xX]([0-9a-fA-F]{1,7})|([a-zA-Z]+));/y;
    m.lastIndex = i;
    const found = m.exec(s);
    if (!found) return { error: `Character "&" at byte offset ${at(i)} must be escaped as "&amp;"` };
    if (found[3] !== undefined) {
      if (!(found[3] in NAMED)) return { error: `Unsupported HTML entity "${found[0]}" at byte offset ${at(i)}` };
      return { char: NAMED[found[3]], end: m.lastIndex };
    }
    const cp = found[1] !== undefined ? Number(found[1]) : parseInt(found[2], 16);
    if (cp === 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) {
      return { error: `Invalid numeric HTML entity "${found[0]}" at byte offset ${at(i)}` };
    }
    return { char: String.fromCodePoint(cp), end: m.lastIndex };
  };

  while (i < s.length) {
    const c = s[i];
    if (c === '&') {
      const e = entity();
      if (e.error) return { error: e.error };
      out += e.char;
      i = e.end;
      continue;
    }
    if (c !== '<') {
      out += c;
      i++;
      continue;
    }
    const begin = i++;
    if (s[i] !== '/') {
      // start tag
      while (i < s.length && !isSpace(s[i]) && s[i] !== '>') i++;
      if (i >= s.length) return { error: `Unclosed start tag at byte offset ${at(begin)}` };
      const tag = s.slice(begin + 1, i).toLowerCase();
      if (!TAGS.has(tag)) return { error: `Unsupported start tag "${tag}" at byte offset ${at(begin)}` };
      const attrs = {};
      for (;;) {
        while (i < s.length && isSpace(s[i])) i++;
        if (i >= s.length) return { error: `Unclosed start tag at byte offset ${at(begin)}` };
        if (s[i] === '>') break;
        const nameStart = i;
        while (i < s.length && !isSpace(s[i]) && s[i] !== '=' && s[i] !== '>') i++;
        const name = s.slice(nameStart, i).toLowerCase();
        while (i < s.length && isSpace(s[i])) i++;
        if (s[i] !== '=') {
          if (tag === 'blockquote' && name === 'expandable') continue;
          return { error: `Expected equal sign in declaration of an attribute of the tag "${tag}" at byte offset ${at(begin)}` };
        }
        i++;
        while (i < s.length && isSpace(s[i])) i++;
        if (i >= s.length) return { error: `Unclosed start tag "${tag}" at byte offset ${at(begin)}` };
        let value = '';
        if (s[i] === '"' || s[i] === "'") {
          const quote = s[i++];
          while (i < s.length && s[i] !== quote) {
            if (s[i] === '&') {
              const e = entity();
              if (e.error) return { error: e.error };
              value += e.char;
              i = e.end;
            } else value += s[i++];
          }
          if (i >= s.length) return { error: `Unclosed start tag at byte offset ${at(begin)}` };
          i++;
        } else {
          const tokenStart = i;
          while (i < s.length && /[A-Za-z0-9.-]/.test(s[i])) i++;
          value = s.slice(tokenStart, i).toLowerCase();
          if (i >= s.length || (!isSpace(s[i]) && s[i] !== '>')) {
            return { error: `Unexpected end of name token at byte offset ${at(tokenStart)}` };
          }
        }
        attrs[name] = value;
      }
      i++; // '>'
      if (tag === 'span' && attrs.class !== 'tg-spoiler') {
        return { error: `Tag "span" must have class "tg-spoiler" at byte offset ${at(begin)}` };
      }
      open.push(tag);
    } else {
      // end tag
      if (open.length === 0) return { error: `Unexpected end tag at byte offset ${at(begin)}` };
      const nameStart = ++i;
      while (i < s.length && !isSpace(s[i]) && s[i] !== '>') i++;
      const name = s.slice(nameStart, i).toLowerCase();
      while (i < s.length && isSpace(s[i])) i++;
      if (s[i] !== '>') return { error: `Unclosed end tag at byte offset ${at(begin)}` };
      i++;
      const expected = open.pop();
      if (name !== '' && name !== expected) {
        return { error: `Unmatched end tag at byte offset ${at(begin)}, expected "</${expected}>", found "</${name}>"` };
      }
    }
  }
  if (open.length > 0) return { error: `Can't find end tag corresponding to start tag "${open.at(-1)}"` };
  return { text: out };
}
