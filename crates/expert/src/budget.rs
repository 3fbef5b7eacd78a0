//! How long the Expert may think about one decision: a time budget (what a player waits
//! for), or a fixed number of simulations (what a measurement needs: the same decisions
//! on any machine, however busy).

/// The default time budget of a decision natively, in milliseconds.
pub const DEFAULT_MS: f64 = 100.0;

/// How much simulation one decision gets.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Budget {
    /// Simulate until this many milliseconds have passed on the Expert's clock (the wall
    /// clock natively, unless the caller gives another: see `Expert::with_clock`). A
    /// decision stops sooner when one choice is already clearly best.
    Millis(f64),
    /// Exactly this many simulated hands, whatever the time (each candidate action played
    /// out in turn on the same deals): a decision then depends only on the view, the seed
    /// and this number. A decision stops sooner only when one choice is clearly best.
    Simulations(u32),
}

impl Default for Budget {
    fn default() -> Budget {
        Budget::Millis(DEFAULT_MS)
    }
}

impl Budget {
    /// Reads a budget as the command lines write it: `100ms` (a time budget) or `400`
    /// (simulations).
    pub fn parse(text: &str) -> Option<Budget> {
        match text.strip_suffix("ms") {
            Some(ms) => ms
                .parse::<f64>()
                .ok()
                .filter(|m| m.is_finite() && *m >= 0.0)
                .map(Budget::Millis),
            None => text.parse::<u32>().ok().map(Budget::Simulations),
        }
    }

    /// The budget as [`Budget::parse`] reads it.
    pub fn text(&self) -> String {
        match self {
            Budget::Millis(ms) => format!("{ms}ms"),
            Budget::Simulations(n) => n.to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn budgets_read_back_as_written() {
        for text in ["100ms", "30ms", "2.5ms", "400", "0"] {
            let b = Budget::parse(text).unwrap_or_else(|| panic!("{text}"));
            assert_eq!(Budget::parse(&b.text()), Some(b));
        }
        assert_eq!(Budget::parse("400"), Some(Budget::Simulations(400)));
        assert_eq!(Budget::parse("30ms"), Some(Budget::Millis(30.0)));
        for bad in ["", "ms", "-3ms", "fast", "1e400ms"] {
            assert_eq!(Budget::parse(bad), None, "{bad}");
        }
    }
}
