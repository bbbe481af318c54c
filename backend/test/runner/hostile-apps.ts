/**
 * Apps that try every way out of the sandbox we know of and answer with everything they could read:
 * the test fails if any secret of the runner shows up in it.
 */

/** Node: environment, every /proc entry of every process it can see (its ancestors included), the files it can reach, every Unix socket. */
export const NODE_HOSTILE_APP = `
const http = require('node:http');
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');

const read = (file) => { try { return fs.readFileSync(file, 'latin1'); } catch (e) { return ''; } };
function walk(dir, out, depth) {
  if (depth > 8) return;
  let entries;
  try { entries = fs.readdirSync(dir, { withFileTypes: true }); } catch { return; }
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file, out, depth + 1);
    else if (entry.isFile() || entry.isSymbolicLink()) { try { if (fs.statSync(file).size < 1e6) out.push(file + ':' + read(file)); } catch {} }
  }
}
function processes(out) {
  const pids = fs.readdirSync('/proc').filter((entry) => /^\\d+$/.test(entry)).concat(['self', 'thread-self']);
  const seen = [];
  for (const pid of pids) {
    seen.push(pid);
    for (const part of ['environ', 'cmdline', 'status', 'mountinfo', 'cwd', 'root/proc/1/environ']) out.push('/proc/' + pid + '/' + part + ':' + read('/proc/' + pid + '/' + part));
    try { walk('/proc/' + pid + '/root/run', out, 0); } catch {}
  }
  // Ancestors by parent pid, as far up as the kernel shows them.
  let pid = String(process.pid);
  for (let hops = 0; hops < 10; hops++) {
    const parent = /PPid:\\s+(\\d+)/.exec(read('/proc/' + pid + '/status'));
    if (!parent || parent[1] === '0') break;
    pid = parent[1];
    out.push('ancestor ' + pid + ':' + read('/proc/' + pid + '/environ') + read('/proc/' + pid + '/cmdline'));
  }
  return seen.length;
}
function connect(address) {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    socket.setTimeout(1000, () => { socket.destroy(); resolve('timeout'); });
    socket.once('connect', () => {
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      socket.on('end', () => resolve('answered:' + answer));
      socket.write('GET /health HTTP/1.0\\r\\n\\r\\n');
    });
    socket.once('error', (e) => resolve(e.code));
  });
}

http.createServer(async (req, res) => {
  const url = new URL(req.url, 'http://x');
  if (url.pathname !== '/loot') { res.writeHead(404); return res.end(); }
  const loot = [JSON.stringify(process.env)];
  const seen = processes(loot);
  for (const dir of ['/etc', '/opt', '/app', '/tmp', '/dev/shm', '/run', '/var', '/root', '/home', '/srv', '/mnt', '/media']) walk(dir, loot, 0);
  // Every Unix socket the kernel lists in this network namespace, by path or abstract name, and the runner's by its host path.
  const listed = read('/proc/net/unix').split('\\n').slice(1).map((line) => line.trim().split(/\\s+/)[7]).filter(Boolean);
  const sockets = {};
  for (const name of new Set([...listed, url.searchParams.get('runnerSocket')])) {
    if (name === process.env.ATELIER_SOCKET) continue;
    sockets[name] = await connect(name.startsWith('@') ? { path: '\\0' + name.slice(1) } : { path: name });
  }
  // The runner's answers are capped at 1 MB: search here for what the test names, and say how much was read.
  const text = loot.join('\\n');
  const found = JSON.parse(url.searchParams.get('look')).filter((secret) => text.includes(secret));
  const body = JSON.stringify({ found, bytes: text.length, pid1: read('/proc/1/environ'), processes: seen, sockets });
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(body);
}).listen(3000);
`;

/** Python: the same look around, plus system calls the seccomp filter must refuse (through ctypes, as any C extension could). */
export const PYTHON_HOSTILE_APP = `
import ctypes, json, os, platform, socket
from fastapi import FastAPI

app = FastAPI()

def read(path):
    try:
        with open(path, 'rb') as handle:
            return handle.read(1_000_000).decode('latin1')
    except Exception:
        return ''

@app.get('/loot')
def loot(look: str):
    out = [json.dumps(dict(os.environ))]
    pids = [entry for entry in os.listdir('/proc') if entry.isdigit()] + ['self', 'thread-self']
    for pid in pids:
        for part in ('environ', 'cmdline', 'status', 'mountinfo'):
            out.append(f'/proc/{pid}/{part}:' + read(f'/proc/{pid}/{part}'))
    for top in ('/etc', '/opt', '/app', '/tmp', '/dev/shm', '/run', '/var', '/root', '/home'):
        for folder, _, files in os.walk(top):
            for name in files:
                out.append(os.path.join(folder, name) + ':' + read(os.path.join(folder, name)))
    text = '\\n'.join(out)
    return {'found': [secret for secret in json.loads(look) if secret in text], 'bytes': len(text), 'processes': len(pids)}

# x86_64 numbers; the filter refuses the first group with EPERM and io_uring/clone3 with ENOSYS.
CALLS = {
    'ptrace': (101, 0, 0, 0, 0),
    'mount': (165, 0, 0, 0, 0),
    'unshare': (272, 0x10000000, 0, 0, 0),
    'setns': (308, 0, 0, 0, 0),
    'keyctl': (250, 0, 0, 0, 0),
    'bpf': (321, 0, 0, 0, 0),
    'perf_event_open': (298, 0, 0, 0, 0),
    'userfaultfd': (323, 0, 0, 0, 0),
    'process_vm_readv': (310, 1, 0, 0, 0),
    'kexec_load': (246, 0, 0, 0, 0),
    'clone_newuser': (56, 0x10000000 | 17, 0, 0, 0),
    'clone3': (435, 0, 0, 0, 0),
    'io_uring_setup': (425, 1, 0, 0, 0),
    'getpid': (39, 0, 0, 0, 0),
}

@app.get('/syscalls')
def syscalls():
    if platform.machine() != 'x86_64':
        return {'skipped': platform.machine()}
    libc = ctypes.CDLL(None, use_errno=True)
    libc.syscall.restype = ctypes.c_long
    results = {}
    for name, (number, *args) in CALLS.items():
        ctypes.set_errno(0)
        value = libc.syscall(ctypes.c_long(number), *[ctypes.c_long(arg) for arg in args])
        if value == 0 and name == 'clone_newuser':
            os._exit(0)  # the filter failed and this is the child: leave at once
        results[name] = 'ok' if value >= 0 else os.strerror(ctypes.get_errno())
    return results
`;
