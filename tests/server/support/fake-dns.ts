/**
 * A DNS server on a free local UDP port, speaking the wire format, that answers the A, AAAA and
 * TXT records a test sets (and nothing for any other name). Point the api at it with DNS_SERVERS.
 */
import dns2 from 'dns2';
import type { AddressInfo } from 'node:net';

type Records = { a?: string[]; aaaa?: string[]; txt?: string[] };

export type FakeDns = {
  /** The DNS_SERVERS setting that reaches this server. */
  server: string;
  /** Sets a name's records, replacing what it had. */
  set(name: string, records: Records): void;
  /** Every question asked so far, as `TYPE name`. */
  questions: string[];
  close(): Promise<void>;
};

const { Packet } = dns2;
/** What the server reads and writes (dns2's own types leave out the question type and rcode). */
type Question = { name: string; type: number };
type Response = { header: { rcode: number }; answers: Record<string, unknown>[] };

export async function startFakeDns(): Promise<FakeDns> {
  const zone = new Map<string, Records>();
  const questions: string[] = [];
  const server = dns2.createUDPServer((request, send) => {
    const response = Packet.createResponseFromRequest(request) as unknown as Response;
    for (const question of request.questions as Question[]) {
      const name = question.name.toLowerCase().replace(/\.$/, '');
      const records = zone.get(name);
      const type =
        Object.entries(Packet.TYPE).find(([, value]) => value === question.type)?.[0] ??
        String(question.type);
      questions.push(`${type} ${name}`);
      if (!records) response.header.rcode = 3; // NXDOMAIN
      const base = { name: question.name, class: Packet.CLASS.IN, ttl: 60 };
      if (question.type === Packet.TYPE.A)
        for (const address of records?.a ?? [])
          response.answers.push({ ...base, type: Packet.TYPE.A, address });
      if (question.type === Packet.TYPE.AAAA)
        for (const address of records?.aaaa ?? [])
          response.answers.push({ ...base, type: Packet.TYPE.AAAA, address });
      if (question.type === Packet.TYPE.TXT)
        for (const data of records?.txt ?? [])
          response.answers.push({ ...base, type: Packet.TYPE.TXT, data });
    }
    void send(response as unknown as Parameters<typeof send>[0]);
  });
  await server.listen(0, '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  return {
    server: `127.0.0.1:${port}`,
    set: (name, records) => void zone.set(name.toLowerCase(), records),
    questions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
