//! A throwaway PostgreSQL for the two-instance tests: Debian's server binaries, a data
//! folder under the system's temporary folder, a free loopback port, started with
//! `pg_ctl` as an unprivileged user (`postgres` when the tests run as root) and stopped
//! when dropped. `RINSHAN_TEST_POSTGRES` (a connection string) uses a running server
//! instead.

use std::path::PathBuf;
use std::process::Command;

/// A PostgreSQL server for one test.
pub struct Postgres {
    /// How to connect (`host=127.0.0.1 port=… user=rinshan dbname=postgres`).
    pub conninfo: String,
    stop: Option<(PathBuf, PathBuf)>,
}

fn binaries() -> Option<PathBuf> {
    let mut versions: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .filter_map(|e| e.ok().map(|e| e.path().join("bin")))
        .filter(|p| p.join("initdb").exists())
        .collect();
    versions.sort();
    versions.pop()
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

/// Runs `program` with `args`, as `postgres` when root.
fn run(program: &PathBuf, args: &[&str]) -> bool {
    let mut cmd = if is_root() {
        let mut c = Command::new("runuser");
        c.args(["-u", "postgres", "--"]).arg(program);
        c
    } else {
        Command::new(program)
    };
    cmd.args(args)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

impl Postgres {
    /// A server to use: `RINSHAN_TEST_POSTGRES`, or a new one.
    pub fn start() -> Postgres {
        if let Ok(conninfo) = std::env::var("RINSHAN_TEST_POSTGRES") {
            return Postgres {
                conninfo,
                stop: None,
            };
        }
        let bin = binaries().unwrap_or_else(|| {
            panic!("PostgreSQL's server is not installed (Debian's postgresql package): `bash .ci/test` installs it")
        });
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .map(|a| a.port())
            .unwrap_or_else(|e| panic!("{e}"));
        let n = rinshan_server::codes::fresh_number().unwrap_or(0);
        let dir = std::env::temp_dir().join(format!("rinshan-pg-{n:x}"));
        std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
        if is_root() {
            let _ = Command::new("chown")
                .args(["-R", "postgres:postgres"])
                .arg(&dir)
                .status();
        }
        let data = dir.join("data");
        let d = data.to_string_lossy().to_string();
        assert!(
            run(
                &bin.join("initdb"),
                &["-D", &d, "-A", "trust", "-U", "rinshan", "--no-sync"]
            ),
            "initdb failed"
        );
        let opts = format!(
            "-p {port} -c listen_addresses=127.0.0.1 -k {} -c fsync=on",
            dir.to_string_lossy()
        );
        assert!(
            run(
                &bin.join("pg_ctl"),
                &["-D", &d, "-o", &opts, "-w", "-t", "60", "start"]
            ),
            "pg_ctl start failed"
        );
        Postgres {
            conninfo: format!("host=127.0.0.1 port={port} user=rinshan dbname=postgres"),
            stop: Some((bin.join("pg_ctl"), dir)),
        }
    }
}

impl Drop for Postgres {
    fn drop(&mut self) {
        if let Some((pg_ctl, dir)) = self.stop.take() {
            let d = dir.join("data").to_string_lossy().to_string();
            run(&pg_ctl, &["-D", &d, "-m", "immediate", "-w", "stop"]);
            let _ = std::fs::remove_dir_all(&dir);
        }
    }
}
