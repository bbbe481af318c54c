import { REFUSED_SYSCALLS, seccompArch, seccompProgram } from './seccomp-filter';

const ALLOW = 0x7fff0000;
const KILL = 0x80000000;
const EPERM = 0x00050001;
const ENOSYS = 0x00050026;
const X64 = 0xc000003e;

/** Runs the classic BPF program the way the kernel's seccomp does, on one system call. */
function decide(program: Buffer, call: { nr: number; arch: number; arg0?: number }): number {
  const data = Buffer.alloc(64);
  data.writeInt32LE(call.nr, 0);
  data.writeUInt32LE(call.arch, 4);
  data.writeUInt32LE((call.arg0 ?? 0) >>> 0, 16);
  let accumulator = 0;
  for (let pc = 0; pc < program.length / 8; pc += 1) {
    const code = program.readUInt16LE(pc * 8);
    const jt = program.readUInt8(pc * 8 + 2);
    const jf = program.readUInt8(pc * 8 + 3);
    const k = program.readUInt32LE(pc * 8 + 4);
    if (code === 0x20) accumulator = data.readUInt32LE(k);
    else if (code === 0x15) pc += accumulator === k ? jt : jf;
    else if (code === 0x35) pc += accumulator >= k ? jt : jf;
    else if (code === 0x45) pc += (accumulator & k) !== 0 ? jt : jf;
    else if (code === 0x06) return k;
    else throw new Error(`unknown instruction ${code}`);
  }
  throw new Error('the program ran off its end');
}

describe(seccompProgram.name, () => {
  const program = seccompProgram('x64');

  it('allows what Node and Python use every day', () => {
    for (const nr of [0, 1, 2, 3, 9, 41, 42, 43, 49, 50, 57, 59, 231, 257, 262, 318]) expect([nr, decide(program, { nr, arch: X64 })]).toEqual([nr, ALLOW]);
  });

  it('refuses ptrace, mount, namespaces, keyrings, eBPF and perf with EPERM', () => {
    for (const nr of [101, 165, 272, 308, 250, 321, 298, 310, 246]) expect([nr, decide(program, { nr, arch: X64 })]).toEqual([nr, EPERM]);
  });

  it('answers clone3 and io_uring with ENOSYS, so libraries fall back to clone and threads', () => {
    for (const nr of [435, 425, 426, 427]) expect([nr, decide(program, { nr, arch: X64 })]).toEqual([nr, ENOSYS]);
  });

  it('allows clone for threads and processes, but not for a namespace', () => {
    const threads = 0x3d0f00;
    expect(decide(program, { nr: 56, arch: X64, arg0: threads })).toBe(ALLOW);
    expect(decide(program, { nr: 56, arch: X64, arg0: 17 })).toBe(ALLOW);
    expect(decide(program, { nr: 56, arch: X64, arg0: 0x10000000 | 17 })).toBe(EPERM);
    expect(decide(program, { nr: 56, arch: X64, arg0: 0x20000000 })).toBe(EPERM);
  });

  it('kills a call through another ABI, whose numbers mean other calls', () => {
    expect(decide(program, { nr: 1, arch: 0x40000003 })).toBe(KILL); // i386
    expect(decide(program, { nr: 0x40000000 + 101, arch: X64 })).toBe(KILL); // x32
  });

  it('has a program for arm64 too, and names what it refuses', () => {
    const arm = seccompProgram('arm64');
    expect(decide(arm, { nr: 117, arch: 0xc00000b7 })).toBe(EPERM); // ptrace
    expect(decide(arm, { nr: 63, arch: 0xc00000b7 })).toBe(ALLOW); // read
    expect(seccompArch('ia32')).toBeNull();
    expect(REFUSED_SYSCALLS.eperm).toEqual(expect.arrayContaining(['ptrace', 'mount', 'unshare', 'bpf', 'keyctl']));
  });
});
