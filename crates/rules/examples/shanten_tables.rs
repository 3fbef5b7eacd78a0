//! Times building the shanten suit tables (once per process, so one build a run):
//! `cargo run --release -p rinshan-rules --example shanten_tables`.
fn main() {
    let t = std::time::Instant::now();
    let patterns = rinshan_rules::shanten::prepare_tables();
    println!(
        "{patterns} patterns built in {:.2} ms",
        t.elapsed().as_secs_f64() * 1e3
    );
}
