import dgram from 'node:dgram';
// One implementation of the zone and its answers, plain ESM, shared with the browser tests' server.
import { DnsZone } from '../../../../e2e/fixtures/dns.mjs';

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

export class TestDnsServer {
  private readonly zone = new DnsZone();
  private readonly socket = dgram.createSocket('udp4');
  port = 0;

  /** Questions received (name and type), for assertions. */
  get asked(): string[] {
    return this.zone.asked;
  }

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
    this.zone.publish(name, records);
  }

  private answer(msg: Buffer): Buffer | undefined {
    return this.zone.answer(msg) as Buffer | undefined;
  }
}
