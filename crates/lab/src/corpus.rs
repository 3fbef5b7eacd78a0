//! A corpus of Tenhou mjlog records. It is read either from a folder of files (each one
//! game: `.mjlog`, `.xml`, or `.html` as the Phoenix-room snapshot names them) or from a
//! git repository's objects (`path/to/repo.git` or a snapshot's git directory), where the
//! records are the blobs under `dataset/raw/` at `HEAD`: `git cat-file --batch` streams
//! them, so no work tree is needed.
//!
//! A record's name starts with its date and hour (`2024040112gm-…`), which gives the
//! split: games before [`TEST_FROM`] are for training and tuning, the rest only for the
//! figures reported.

use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The first day of the test split (`YYYYMMDD`): games from it on are only measured.
pub const TEST_FROM: &str = "20240401";

/// Which games to read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Split {
    /// Every game.
    All,
    /// The games before [`TEST_FROM`].
    Train,
    /// The games from [`TEST_FROM`] on.
    Test,
}

impl Split {
    /// Whether a record named `name` belongs to the split.
    pub fn holds(self, name: &str) -> bool {
        let base = name.rsplit('/').next().unwrap_or(name);
        let test = base.get(..8).is_some_and(|d| d >= TEST_FROM);
        match self {
            Split::All => true,
            Split::Train => !test,
            Split::Test => test,
        }
    }

    /// The split named `all`, `train` or `test`.
    pub fn parse(s: &str) -> Option<Split> {
        match s {
            "all" => Some(Split::All),
            "train" => Some(Split::Train),
            "test" => Some(Split::Test),
            _ => None,
        }
    }
}

/// Where the records are.
#[derive(Clone, Debug)]
pub enum Corpus {
    /// A folder of record files.
    Folder(PathBuf),
    /// A git directory whose `HEAD` holds the records under `dataset/raw/`.
    Git(PathBuf),
}

/// Is `name` a record's file name?
fn is_record(name: &str) -> bool {
    let base = name.rsplit('/').next().unwrap_or(name);
    base.contains("gm-")
        && [".html", ".mjlog", ".xml"]
            .iter()
            .any(|e| base.ends_with(e))
}

impl Corpus {
    /// The corpus at `path`: a git directory when it has a `HEAD` and `objects`, else a
    /// folder.
    pub fn at(path: &Path) -> Corpus {
        if path.join("HEAD").is_file() && path.join("objects").is_dir() {
            Corpus::Git(path.to_path_buf())
        } else {
            Corpus::Folder(path.to_path_buf())
        }
    }

    /// The records' names in `split`, sorted (the date first, so in time order).
    pub fn names(&self, split: Split) -> Result<Vec<String>, String> {
        let mut names = match self {
            Corpus::Folder(dir) => std::fs::read_dir(dir)
                .map_err(|e| format!("{}: {e}", dir.display()))?
                .filter_map(|e| e.ok()?.file_name().into_string().ok())
                .filter(|n| is_record(n))
                .collect::<Vec<_>>(),
            Corpus::Git(dir) => {
                let out = Command::new("git")
                    .arg("--git-dir")
                    .arg(dir)
                    .args(["ls-tree", "-r", "--name-only", "HEAD", "dataset/raw/"])
                    .output()
                    .map_err(|e| format!("git ls-tree: {e}"))?;
                if !out.status.success() {
                    return Err(format!(
                        "git ls-tree: {}",
                        String::from_utf8_lossy(&out.stderr).trim()
                    ));
                }
                String::from_utf8_lossy(&out.stdout)
                    .lines()
                    .filter(|n| is_record(n))
                    .map(String::from)
                    .collect()
            }
        };
        names.retain(|n| split.holds(n));
        names.sort_by(|a, b| a.rsplit('/').next().cmp(&b.rsplit('/').next()));
        Ok(names)
    }

    /// Calls `each(name, text)` for every record of `names`, in order.
    pub fn read(&self, names: &[String], mut each: impl FnMut(&str, &str)) -> Result<(), String> {
        match self {
            Corpus::Folder(dir) => {
                for n in names {
                    let text =
                        std::fs::read_to_string(dir.join(n)).map_err(|e| format!("{n}: {e}"))?;
                    each(n, &text);
                }
                Ok(())
            }
            Corpus::Git(dir) => {
                let mut child = Command::new("git")
                    .arg("--git-dir")
                    .arg(dir)
                    .args(["cat-file", "--batch"])
                    .stdin(Stdio::piped())
                    .stdout(Stdio::piped())
                    .spawn()
                    .map_err(|e| format!("git cat-file: {e}"))?;
                let mut stdin = child.stdin.take().ok_or("git cat-file: no stdin")?;
                let list: String = names.iter().map(|n| format!("HEAD:{n}\n")).collect();
                let writer = std::thread::spawn(move || stdin.write_all(list.as_bytes()));
                let mut out = BufReader::new(child.stdout.take().ok_or("git cat-file: no stdout")?);
                for n in names {
                    let mut header = String::new();
                    out.read_line(&mut header)
                        .map_err(|e| format!("{n}: {e}"))?;
                    let size: usize = header
                        .split_whitespace()
                        .nth(2)
                        .and_then(|s| s.parse().ok())
                        .ok_or_else(|| format!("{n}: git says {}", header.trim()))?;
                    let mut body = vec![0u8; size + 1];
                    out.read_exact(&mut body).map_err(|e| format!("{n}: {e}"))?;
                    body.pop();
                    each(n, &String::from_utf8_lossy(&body));
                }
                writer
                    .join()
                    .map_err(|_| "git cat-file: the writer stopped")?
                    .map_err(|e| format!("git cat-file: {e}"))?;
                child.wait().map_err(|e| format!("git cat-file: {e}"))?;
                Ok(())
            }
        }
    }
}
