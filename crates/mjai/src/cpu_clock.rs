//! This thread's CPU time: what a decision costs, which a busy machine's other work does
//! not inflate (the bot's `--stats`, and the lab's self-play timing decisions and the
//! Expert's budget).

/// This thread's CPU time in microseconds (`clock_gettime`'s thread clock).
pub fn thread_cpu_us() -> f64 {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime writes one timespec through a valid pointer.
    unsafe {
        libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t);
    }
    t.tv_sec as f64 * 1e6 + t.tv_nsec as f64 / 1e3
}
