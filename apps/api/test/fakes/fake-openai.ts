import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: object } };
  headers: http.IncomingHttpHeaders;
}

/** What the fake answers to the n-th request: message content, an HTTP error, or silence (timeout). */
export type FakeReply = { content: string } | { status: number; body: string } | { hang: true };

/**
 * A local server speaking the OpenAI chat-completions protocol (POST {base}/chat/completions),
 * replaying scripted replies and recording every request.
 */
export async function startFakeOpenAi(replies: FakeReply[]) {
  const requests: ChatRequest[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      requests.push({ ...(JSON.parse(raw) as Omit<ChatRequest, 'headers'>), headers: req.headers });
      const reply = replies[Math.min(requests.length - 1, replies.length - 1)];
      if ('hang' in reply) return; // never answers
      if ('status' in reply) {
        res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: 'fake-model',
          choices: [{ index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
