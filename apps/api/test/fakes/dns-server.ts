import dgram from 'node:dgram';

/**
 * A tiny authoritative DNS server over UDP for the tests: answers A, CNAME, TXT and CAA for the names a test
 * publishes; NXDOMAIN for a name it does not know, an empty NOERROR (ENODATA) for a known name without the type.
 */
export interface CaaZoneRecord {
  flags?: number;
  tag: 'issue' | 'issuewild' | 'iodef';
  value: string;
}
interface NameRecords {
  A?: string[];
  CNAME?: string;
  TXT?: string[];
  CAA?: CaaZoneRecord[];
}

const TYPE = { A: 1, CNAME: 5, TXT: 16, CAA: 257 } as const;

function encodeName(name: string): Buffer {
  const parts = name.replace(/\.$/, '').split('.').filter(Boolean);
  return Buffer.concat([...parts.map((p) => Buffer.concat([Buffer.from([Buffer.byteLength(p)]), Buffer.from(p)])), Buffer.from([0])]);
}

function rr(name: string, type: number, data: Buffer): Buffer {
  const head = Buffer.alloc(10);
  head.writeUInt16BE(type, 0);
  head.writeUInt16BE(1, 2); // IN
  head.writeUInt32BE(5, 4); // TTL
  head.writeUInt16BE(data.length, 8);
  return Buffer.concat([encodeName(name), head, data]);
}

export class TestDnsServer {
  private readonly zone = new Map<string, NameRecords>();
  private readonly socket = dgram.createSocket('udp4');
  port = 0;
  /** Questions received (name and type), for assertions. */
  readonly asked: string[] = [];

  async start(): Promise<this> {
    this.socket.on('message', (msg, rinfo) => {
      try {
        const reply = this.answer(msg);
        if (reply) this.socket.send(reply, rinfo.port, rinfo.address);
      } catch {
        /* a malformed query gets no answer */
      }
    });
    await new Promise<void>((resolve) => this.socket.bind(0, '127.0.0.1', resolve));
    this.port = this.socket.address().port;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.socket.close(() => resolve()));
  }

  /** Sets (merges) the records of a name; `undefined` fields stay, `null` clears the whole name. */
  publish(name: string, records: NameRecords | null) {
    const key = name.toLowerCase().replace(/\.$/, '');
    if (records === null) this.zone.delete(key);
    else this.zone.set(key, { ...this.zone.get(key), ...records });
  }

  private answer(msg: Buffer): Buffer | undefined {
    if (msg.length < 12) return undefined;
    const id = msg.readUInt16BE(0);
    const flags = msg.readUInt16BE(2);
    let off = 12;
    const labels: string[] = [];
    while (msg[off] !== 0) {
      const len = msg[off];
      labels.push(msg.subarray(off + 1, off + 1 + len).toString());
      off += len + 1;
    }
    off += 1;
    const qtype = msg.readUInt16BE(off);
    const question = msg.subarray(12, off + 4);
    const name = labels.join('.').toLowerCase();
    this.asked.push(`${name} ${qtype}`);
    const rec = this.zone.get(name);
    const answers: Buffer[] = [];
    if (rec) {
      if (rec.CNAME && qtype !== TYPE.CNAME && qtype !== TYPE.TXT && qtype !== TYPE.CAA) answers.push(rr(name, TYPE.CNAME, encodeName(rec.CNAME)));
      if (qtype === TYPE.CNAME && rec.CNAME) answers.push(rr(name, TYPE.CNAME, encodeName(rec.CNAME)));
      if (qtype === TYPE.A) for (const ip of rec.A ?? []) answers.push(rr(name, TYPE.A, Buffer.from(ip.split('.').map(Number))));
      if (qtype === TYPE.TXT)
        for (const t of rec.TXT ?? []) {
          const b = Buffer.from(t);
          answers.push(rr(name, TYPE.TXT, Buffer.concat([Buffer.from([b.length]), b])));
        }
      if (qtype === TYPE.CAA)
        for (const c of rec.CAA ?? []) answers.push(rr(name, TYPE.CAA, Buffer.concat([Buffer.from([c.flags ?? 0, c.tag.length]), Buffer.from(c.tag), Buffer.from(c.value)])));
    }
    const header = Buffer.alloc(12);
    header.writeUInt16BE(id, 0);
    // QR, AA, the query's RD, RA; RCODE 3 (NXDOMAIN) for an unknown name.
    header.writeUInt16BE(0x8000 | 0x0400 | (flags & 0x0100) | 0x0080 | (rec ? 0 : 3), 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    return Buffer.concat([header, question, ...answers]);
  }
}
