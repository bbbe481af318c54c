/**
 * A small promise wrapper over IndexedDB: one database, a few object stores, get/put/delete/list.
 * IndexedDB holds far more than localStorage, so drafts and browser versions of big projects fit.
 * Where IndexedDB is missing or blocked (private modes), every call fails and callers carry on.
 */
const DATABASE = 'atelier-build-studio';
const VERSION = 1;
export const STORES = ['drafts', 'versions'] as const;
export type StoreName = (typeof STORES)[number];

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  if (opening) return opening;
  opening = new Promise<IDBDatabase>((resolve, reject) => {
    if (typeof indexedDB === 'undefined') return reject(new Error('IndexedDB is not available'));
    const request = indexedDB.open(DATABASE, VERSION);
    request.onupgradeneeded = () => {
      for (const name of STORES) if (!request.result.objectStoreNames.contains(name)) request.result.createObjectStore(name);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not open'));
    request.onblocked = () => reject(new Error('IndexedDB is blocked'));
  });
  opening.catch(() => (opening = null));
  return opening;
}

function run<T>(store: StoreName, mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(store, mode);
        const request = work(transaction.objectStore(store));
        transaction.oncomplete = () => resolve(request.result);
        transaction.onerror = () => reject(transaction.error ?? request.error);
        transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
      }),
  );
}

export const idb = {
  get: <T>(store: StoreName, key: IDBValidKey) => run<T | undefined>(store, 'readonly', (s) => s.get(key) as IDBRequest<T | undefined>),
  put: (store: StoreName, key: IDBValidKey, value: unknown) => run(store, 'readwrite', (s) => s.put(value, key)).then(() => undefined),
  delete: (store: StoreName, key: IDBValidKey) => run(store, 'readwrite', (s) => s.delete(key)).then(() => undefined),
  /** Values whose keys fall in the range, in key order. */
  range: <T>(store: StoreName, range: IDBKeyRange) => run<T[]>(store, 'readonly', (s) => s.getAll(range) as IDBRequest<T[]>),
  deleteRange: (store: StoreName, range: IDBKeyRange) => run(store, 'readwrite', (s) => s.delete(range)).then(() => undefined),
};
