// What `npm run lender-key` does and says: lender systems and their keys. A refusal is thrown with its message.
import type { Db } from '../../db/types';
import { listLenderKeys, listLenderSystems, type LenderKeyListing } from './key-records';
import { createLenderKey, keyNamed, revokeLenderKeyNamed } from './lender-keys';

export const LENDER_KEY_USAGE =
  'usage: npm run lender-key -- create SYSTEM [LABEL] | list | revoke KEY (its label or id)';

async function create(db: Db, systemName: string, label: string | undefined): Promise<string> {
  const created = await createLenderKey(db, systemName, label);
  const others = (await listLenderKeys(db)).filter(
    (k) => k.systemName === systemName && k.revokedAt === null && k.lenderKeyId !== created.lenderKeyId,
  );
  const newKey = keyNamed({ name: created.label, lenderKeyId: created.lenderKeyId });
  const lines = created.systemCreated
    ? [`Lender system "${systemName}" created, with its first key ${newKey}.`]
    : [`New key ${newKey} of lender system "${systemName}"; it reaches the system's offers` +
        (others.length > 0 ? `, and its other live keys keep working: ${others.map(keyNamed).join(', ')}.` : '.')];
  lines.push("The key, shown once (store it in the calling system's secrets):", created.key);
  const [oldest] = others;
  if (oldest) lines.push(`Once the system's calls use the new key: npm run lender-key -- revoke ${oldest.name}`);
  return `${lines.join('\n')}\n`;
}

async function revoke(db: Db, labelOrId: string): Promise<string> {
  const { revoked, stillLive } = await revokeLenderKeyNamed(db, labelOrId);
  const system = `"${revoked.systemName}"`;
  const after = stillLive.length > 0
    ? `${system} keeps ${stillLive.length === 1 ? '1 live key' : `${stillLive.length} live keys`}: ${stillLive.map(keyNamed).join(', ')}.`
    : `${system} has no live key now: its calls answer 401 until it gets one (npm run lender-key -- create ${revoked.systemName}); ` +
      'its offers stay its own.';
  return `Key ${keyNamed(revoked)} of lender system ${system} revoked: it answers 401 from now on. ${after}\n`;
}

const keyLine = (k: LenderKeyListing): string =>
  `  key ${k.lenderKeyId}\t${k.name}\tcreated ${k.createdAt}\t${k.revokedAt ? `revoked ${k.revokedAt}` : 'live'}`;

async function list(db: Db): Promise<string> {
  const keys = await listLenderKeys(db);
  const lines = (await listLenderSystems(db)).flatMap((system) => {
    const own = keys.filter((k) => k.lenderSystemId === system.lenderSystemId);
    const live = own.filter((k) => k.revokedAt === null).length;
    return [`${system.name}\tcreated ${system.createdAt}\t${live === 1 ? '1 live key' : `${live} live keys`}`, ...own.map(keyLine)];
  });
  return lines.length > 0 ? `${lines.join('\n')}\n` : 'No lender system yet: npm run lender-key -- create SYSTEM\n';
}

export type LenderKeyRequest =
  | { command: 'create'; systemName: string; label?: string }
  | { command: 'revoke'; labelOrId: string }
  | { command: 'list' };

/** The words after `npm run lender-key --`, or the usage thrown. */
export function parseLenderKeyArgs(args: string[]): LenderKeyRequest {
  const [command, first, second, ...rest] = args;
  if (command === 'create' && first && rest.length === 0) {
    return second === undefined ? { command, systemName: first } : { command, systemName: first, label: second };
  }
  if (command === 'revoke' && first && second === undefined) return { command, labelOrId: first };
  if (command === 'list' && first === undefined) return { command };
  throw new Error(LENDER_KEY_USAGE);
}

/** Runs one request; returns what it prints. */
export async function lenderKeyCommand(db: Db, request: LenderKeyRequest): Promise<string> {
  if (request.command === 'create') return create(db, request.systemName, request.label);
  if (request.command === 'revoke') return revoke(db, request.labelOrId);
  return list(db);
}
