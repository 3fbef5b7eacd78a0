// The Rinshan bot as a child process speaking mjai over standard input and output: one
// line of events (a JSON list) in, one action out.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { appendFileSync } from 'node:fs';

export class MjaiProcess {
  constructor(bin, args) {
    this.child = spawn(bin, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    this.waiting = [];
    this.stats = [];
    this.closed = new Promise((resolve) => this.child.on('close', resolve));
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      const w = this.waiting.shift();
      if (w) w(JSON.parse(line));
    });
    createInterface({ input: this.child.stderr }).on('line', (line) => {
      try {
        const v = JSON.parse(line);
        if (v.type === 'rinshan_stats') this.stats.push(v);
      } catch {
        process.stderr.write(`rinshan-mjai: ${line}\n`);
      }
    });
  }

  // Sends `events` (a list) and resolves with the bot's answer.
  ask(events) {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      if (process.env.ARENA_TRACE) appendFileSync(process.env.ARENA_TRACE, `${JSON.stringify(events)}\n`);
      this.child.stdin.write(`${JSON.stringify(events)}\n`);
    });
  }

  async close() {
    this.child.stdin.end();
    await this.closed;
    return this.stats;
  }
}
