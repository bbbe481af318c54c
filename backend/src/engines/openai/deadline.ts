/** An abort signal that fires after `ms` of inactivity; `restart()` on progress keeps long streams alive. */
export class Deadline {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  expired = false;

  constructor(private readonly ms: number) {
    this.restart();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  restart(): void {
    this.clear();
    this.timer = setTimeout(() => {
      this.expired = true;
      this.controller.abort(new Error('deadline expired'));
    }, this.ms);
  }

  clear(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
