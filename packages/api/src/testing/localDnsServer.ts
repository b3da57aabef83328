import { createSocket } from 'node:dgram';
import { isIPv4 } from 'node:net';
import { dnsResolver, type DomainResolver } from '../modules/storefronts/index.ts';

/** What the server knows of one name: a CNAME, or IPv4 addresses. */
export type LocalDnsRecord = { cname: string } | { a: string[] };

export interface LocalDnsServer {
  /** `127.0.0.1:<port>`, as DNS_SERVERS takes it. */
  readonly address: string;
  /** A node:dns resolver asking this server only. */
  readonly resolver: DomainResolver;
  /** Sets (or with undefined, removes) the records of a name. */
  set(name: string, record: LocalDnsRecord | undefined): void;
  /** Answers SERVFAIL to everything, as a broken upstream would; false to recover. */
  failing(on: boolean): void;
  close(): Promise<void>;
}

const TYPE_A = 1;
const TYPE_CNAME = 5;
const CLASS_IN = 1;
const RCODE_SERVFAIL = 2;
const RCODE_NXDOMAIN = 3;
const POINTER_TO_QUESTION = 0xc00c;

function encodeName(name: string): Buffer {
  const labels = name.replace(/\.$/, '').split('.');
  return Buffer.concat([
    ...labels.map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label)])),
    Buffer.from([0]),
  ]);
}

/** The question's name and where the question (name, type, class) ends. */
function readQuestion(query: Buffer): { name: string; type: number; end: number } {
  const labels: string[] = [];
  let offset = 12;
  while (query[offset] !== 0 && offset < query.length) {
    const length = query[offset] ?? 0;
    labels.push(query.subarray(offset + 1, offset + 1 + length).toString());
    offset += length + 1;
  }
  return {
    name: labels.join('.').toLowerCase(),
    type: query.readUInt16BE(offset + 1),
    end: offset + 5,
  };
}

function answer(type: number, data: Buffer): Buffer {
  const head = Buffer.alloc(12);
  head.writeUInt16BE(POINTER_TO_QUESTION, 0);
  head.writeUInt16BE(type, 2);
  head.writeUInt16BE(CLASS_IN, 4);
  head.writeUInt32BE(60, 6);
  head.writeUInt16BE(data.length, 10);
  return Buffer.concat([head, data]);
}

function reply(query: Buffer, records: Map<string, LocalDnsRecord>, fail: boolean): Buffer {
  const question = readQuestion(query);
  const record = records.get(question.name);
  const answers: Buffer[] = [];
  if (record && 'cname' in record && (question.type === TYPE_CNAME || question.type === TYPE_A)) {
    answers.push(answer(TYPE_CNAME, encodeName(record.cname)));
  } else if (record && 'a' in record && question.type === TYPE_A) {
    for (const ip of record.a.filter((a) => isIPv4(a))) {
      answers.push(answer(TYPE_A, Buffer.from(ip.split('.').map(Number))));
    }
  }
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2);
  const rcode = fail ? RCODE_SERVFAIL : record ? 0 : RCODE_NXDOMAIN;
  // QR (an answer), RD copied, RA set, and the result code.
  header.writeUInt16BE(0x8000 | ((query.readUInt16BE(2) & 0x0100) as number) | 0x0080 | rcode, 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(fail ? 0 : answers.length, 6);
  return Buffer.concat([header, query.subarray(12, question.end), ...(fail ? [] : answers)]);
}

/**
 * A real DNS server over UDP on the loopback, answering A and CNAME questions from a table;
 * on a free port unless told one (a server started by hand can then be given DNS_SERVERS).
 */
export async function startLocalDnsServer({
  port = 0,
}: { port?: number } = {}): Promise<LocalDnsServer> {
  const records = new Map<string, LocalDnsRecord>();
  let fail = false;
  const socket = createSocket('udp4');
  socket.on('message', (query, peer) => {
    if (query.length < 17) return;
    socket.send(reply(query, records, fail), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(port, '127.0.0.1', resolve));
  const address = `127.0.0.1:${socket.address().port}`;
  return {
    address,
    resolver: dnsResolver({ servers: [address], timeoutMs: 1000 }),
    set(name, record) {
      if (record) records.set(name.toLowerCase(), record);
      else records.delete(name.toLowerCase());
    },
    failing(on) {
      fail = on;
    },
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
