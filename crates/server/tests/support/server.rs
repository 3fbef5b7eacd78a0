//! A running `rinshan-server` process on a loopback port with a throwaway folder, and
//! its signals.

use super::*;

/// A folder removed when dropped.
pub struct TempDir(pub PathBuf);

impl TempDir {
    pub fn new(name: &str) -> TempDir {
        let n: u64 = rinshan_server::codes::fresh_number().unwrap_or(0);
        let p = std::env::temp_dir().join(format!("rinshan-{name}-{n:x}"));
        std::fs::create_dir_all(&p).unwrap_or_else(|e| panic!("{e}"));
        TempDir(p)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        // RINSHAN_KEEP_TEMP=1 keeps stores and logs to look at.
        if std::env::var_os("RINSHAN_KEEP_TEMP").is_some() {
            return;
        }
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A running `rinshan-server` process.
pub struct Server {
    pub child: Child,
    pub addr: String,
    /// What it prints after its first line.
    stdout: BufReader<std::process::ChildStdout>,
}

impl Server {
    /// Starts the server on `addr` (port 0: any free port) with `args` (the store), its
    /// log appended to `log`.
    pub fn start(addr: &str, args: &[&str], log: &Path) -> Server {
        Server::start_env(addr, args, log, &[])
    }

    /// [`Server::start`] with environment variables set (`RUST_LOG`).
    pub fn start_env(addr: &str, args: &[&str], log: &Path, env: &[(&str, &str)]) -> Server {
        let dist = std::env::temp_dir();
        let log = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(log)
            .unwrap_or_else(|e| panic!("{e}"));
        let mut child = Command::new(env!("CARGO_BIN_EXE_rinshan-server"))
            .args(["--addr", addr, "--dist"])
            .arg(&dist)
            .args(args)
            .envs(env.iter().copied())
            .stdout(Stdio::piped())
            .stderr(log)
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start the server: {e}"));
        let stdout = child.stdout.take().unwrap_or_else(|| panic!("no stdout"));
        let mut stdout = BufReader::new(stdout);
        let mut line = String::new();
        stdout
            .read_line(&mut line)
            .unwrap_or_else(|e| panic!("{e}"));
        let addr = line
            .trim()
            .strip_prefix("listening on http://")
            .unwrap_or_else(|| panic!("the server said {line:?}"))
            .to_string();
        Server {
            child,
            addr,
            stdout,
        }
    }

    /// The next line the server printed (after the first, its address).
    pub fn next_line(&mut self) -> String {
        let mut line = String::new();
        self.stdout
            .read_line(&mut line)
            .unwrap_or_else(|e| panic!("{e}"));
        line.trim().to_string()
    }

    /// Starts the server with a SQLite store in `data`.
    pub fn sqlite(addr: &str, data: &Path) -> Server {
        let log = data.join("server.log");
        let data = data.to_string_lossy().to_string();
        Server::start(addr, &["--data", &data], &log)
    }

    /// Kills the process at once (SIGKILL: nothing is flushed, nothing said goodbye).
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.kill();
    }
}

/// Sends the process `signal` (`TERM`, `INT`) and waits for it to exit, at most `within`;
/// its exit status, or `None` when it did not exit in time.
pub fn signal_and_wait(child: &mut Child, signal: &str, within: Duration) -> Option<i32> {
    let sent = Command::new("kill")
        .args([format!("-{signal}"), child.id().to_string()])
        .status()
        .unwrap_or_else(|e| panic!("kill: {e}"));
    assert!(sent.success(), "kill -{signal} failed");
    let until = std::time::Instant::now() + within;
    while std::time::Instant::now() < until {
        if let Ok(Some(status)) = child.try_wait() {
            return Some(status.code().unwrap_or(-1));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    None
}
