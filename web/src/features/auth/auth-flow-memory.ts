// Which users the auth flow already ran for in this browser session: memory plus session storage.

/** A JSON array of uids in session storage, so a reload in the same tab does not run the flow again. */
export const AUTH_FLOW_DONE_KEY = 'recess_auth_flow_done';

function readStored(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(AUTH_FLOW_DONE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((uid): uid is string => typeof uid === 'string') : [];
  } catch {
    return [];
  }
}

function writeStored(uids: readonly string[]): void {
  try {
    if (uids.length === 0) sessionStorage.removeItem(AUTH_FLOW_DONE_KEY);
    else sessionStorage.setItem(AUTH_FLOW_DONE_KEY, JSON.stringify(uids));
  } catch {
    // Storage may be unavailable; the in-memory set still prevents a second run in this tab.
  }
}

export interface DoneUids {
  has: (uid: string) => boolean;
  set: (uid: string, isDone: boolean) => void;
  clear: () => void;
}

export function createDoneUids(): DoneUids {
  const memory = new Set<string>();
  return {
    has: (uid) => memory.has(uid) || readStored().includes(uid),
    set(uid, isDone) {
      if (isDone) memory.add(uid);
      else memory.delete(uid);
      const others = readStored().filter((u) => u !== uid);
      writeStored(isDone ? [...others, uid] : others);
    },
    clear() {
      memory.clear();
      writeStored([]);
    },
  };
}
