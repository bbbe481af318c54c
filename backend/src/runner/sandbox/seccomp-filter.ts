/**
 * The seccomp filter every sandboxed app runs under (bwrap `--seccomp FD` loads it with no_new_privs):
 * a classic BPF program that refuses the system calls a web app never needs — the kernel's own
 * administration, other processes' memory, new namespaces, kernel keyrings, eBPF, perf and io_uring —
 * and allows the rest, so Node, Python and their tools work unchanged. A system call of another ABI
 * (i386 or x32 on x86_64) kills the process: the numbers below would not mean the same there.
 */

const AUDIT_ARCH = { x64: 0xc000003e, arm64: 0xc00000b7 } as const;
export type SeccompArch = keyof typeof AUDIT_ARCH;

const EPERM = 1;
const ENOSYS = 38;
const RET_ALLOW = 0x7fff0000;
const RET_KILL_PROCESS = 0x80000000;
const retErrno = (errno: number) => 0x00050000 | errno;

/** clone() flags that make a namespace: an app never needs one, and each is kernel attack surface. */
const CLONE_NAMESPACE_FLAGS = 0x7e020000;
const X32_SYSCALL_BIT = 0x40000000;

type Denied = Readonly<Record<string, { x64: number; arm64: number }>>;

/** Refused with EPERM, as a container runtime's default profile does. */
const DENIED: Denied = {
  ptrace: { x64: 101, arm64: 117 },
  process_vm_readv: { x64: 310, arm64: 270 },
  process_vm_writev: { x64: 311, arm64: 271 },
  kcmp: { x64: 312, arm64: 272 },
  pidfd_getfd: { x64: 438, arm64: 438 },
  mount: { x64: 165, arm64: 40 },
  umount2: { x64: 166, arm64: 39 },
  pivot_root: { x64: 155, arm64: 41 },
  chroot: { x64: 161, arm64: 51 },
  open_tree: { x64: 428, arm64: 428 },
  move_mount: { x64: 429, arm64: 429 },
  fsopen: { x64: 430, arm64: 430 },
  fsconfig: { x64: 431, arm64: 431 },
  fsmount: { x64: 432, arm64: 432 },
  fspick: { x64: 433, arm64: 433 },
  mount_setattr: { x64: 442, arm64: 442 },
  unshare: { x64: 272, arm64: 97 },
  setns: { x64: 308, arm64: 268 },
  swapon: { x64: 167, arm64: 224 },
  swapoff: { x64: 168, arm64: 225 },
  reboot: { x64: 169, arm64: 142 },
  sethostname: { x64: 170, arm64: 161 },
  setdomainname: { x64: 171, arm64: 162 },
  init_module: { x64: 175, arm64: 105 },
  finit_module: { x64: 313, arm64: 273 },
  delete_module: { x64: 176, arm64: 106 },
  kexec_load: { x64: 246, arm64: 104 },
  kexec_file_load: { x64: 320, arm64: 294 },
  acct: { x64: 163, arm64: 89 },
  quotactl: { x64: 179, arm64: 60 },
  bpf: { x64: 321, arm64: 280 },
  perf_event_open: { x64: 298, arm64: 241 },
  userfaultfd: { x64: 323, arm64: 282 },
  keyctl: { x64: 250, arm64: 219 },
  add_key: { x64: 248, arm64: 217 },
  request_key: { x64: 249, arm64: 218 },
  open_by_handle_at: { x64: 304, arm64: 265 },
  name_to_handle_at: { x64: 303, arm64: 264 },
  lookup_dcookie: { x64: 212, arm64: 18 },
  syslog: { x64: 103, arm64: 116 },
  settimeofday: { x64: 164, arm64: 170 },
  clock_settime: { x64: 227, arm64: 112 },
  clock_adjtime: { x64: 305, arm64: 266 },
  adjtimex: { x64: 159, arm64: 171 },
  fanotify_init: { x64: 300, arm64: 262 },
  vhangup: { x64: 153, arm64: 58 },
  migrate_pages: { x64: 256, arm64: 238 },
  move_pages: { x64: 279, arm64: 239 },
};

/** Refused with ENOSYS, so libraries fall back as on an older kernel (glibc's clone3 → clone, libuv's io_uring → threads). */
const UNIMPLEMENTED: Denied = {
  clone3: { x64: 435, arm64: 435 },
  io_uring_setup: { x64: 425, arm64: 425 },
  io_uring_enter: { x64: 426, arm64: 426 },
  io_uring_register: { x64: 427, arm64: 427 },
};

const CLONE = { x64: 56, arm64: 220 } as const;

/** The names of the refused calls, for documentation and tests. */
export const REFUSED_SYSCALLS = Object.freeze({ eperm: Object.keys(DENIED), enosys: Object.keys(UNIMPLEMENTED) });

/** This machine's architecture as the filter knows it, or null when the sandbox must run without one. */
export function seccompArch(arch: string = process.arch): SeccompArch | null {
  return arch === 'x64' || arch === 'arm64' ? arch : null;
}

// struct sock_filter: u16 code, u8 jt, u8 jf, u32 k.
const LD_ABS_W = 0x20;
const JEQ_K = 0x15;
const JGE_K = 0x35;
const JSET_K = 0x45;
const RET_K = 0x06;
// struct seccomp_data: int nr; u32 arch; u64 instruction_pointer; u64 args[6].
const OFFSET_NR = 0;
const OFFSET_ARCH = 4;
const OFFSET_ARG0_LOW = 16;

type Instruction = [code: number, jt: number, jf: number, k: number];

/** The filter as the kernel's `struct sock_fprog` wants its instructions: 8 bytes each, host byte order. */
export function seccompProgram(arch: SeccompArch): Buffer {
  const program: Instruction[] = [
    [LD_ABS_W, 0, 0, OFFSET_ARCH],
    [JEQ_K, 1, 0, AUDIT_ARCH[arch]],
    [RET_K, 0, 0, RET_KILL_PROCESS],
    [LD_ABS_W, 0, 0, OFFSET_NR],
  ];
  if (arch === 'x64') program.push([JGE_K, 0, 1, X32_SYSCALL_BIT], [RET_K, 0, 0, RET_KILL_PROCESS]);
  const refuse = (table: Denied, action: number) => {
    for (const numbers of Object.values(table)) program.push([JEQ_K, 0, 1, numbers[arch]], [RET_K, 0, 0, action]);
  };
  refuse(DENIED, retErrno(EPERM));
  refuse(UNIMPLEMENTED, retErrno(ENOSYS));
  program.push(
    [JEQ_K, 0, 3, CLONE[arch]],
    [LD_ABS_W, 0, 0, OFFSET_ARG0_LOW],
    [JSET_K, 0, 1, CLONE_NAMESPACE_FLAGS],
    [RET_K, 0, 0, retErrno(EPERM)],
    [RET_K, 0, 0, RET_ALLOW],
  );
  const bytes = Buffer.alloc(program.length * 8);
  program.forEach(([code, jt, jf, k], index) => {
    const offset = index * 8;
    bytes.writeUInt16LE(code, offset);
    bytes.writeUInt8(jt, offset + 2);
    bytes.writeUInt8(jf, offset + 3);
    bytes.writeUInt32LE(k >>> 0, offset + 4);
  });
  return bytes;
}
