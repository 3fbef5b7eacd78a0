//! The player's own hand as markup: sorted, the drawn tile set apart. While the player has
//! a decision to make each tile is a button (`data-index` its place in the prompt), named
//! with its tile, whether it was just drawn (from the dead wall, after a kan) and, when a
//! rule forbids discarding it, the rule; otherwise the tiles are only shown. The web
//! crate handles the buttons' clicks and focus on the list (one listener for the hand),
//! and marks the selected or lifted tile on the buttons themselves.

use super::escape::Html;
use super::tiles::face;
use rinshan::play::view::Prompt;
use rinshan::rules::Tile;
use rinshan::text::actions::hand_tile_label;
use rinshan::text::{text, tile_name, Lang, Msg};

/// The hand's tiles as `<li>` items: buttons for `prompt`'s tiles when there is one
/// (`rinshan`: the drawn tile came from the dead wall), else `hand` and `drawn` shown.
pub fn hand_tiles(
    h: &mut Html,
    lang: Lang,
    prompt: Option<&Prompt>,
    hand: &[Tile],
    drawn: Option<Tile>,
    rinshan: bool,
) {
    let Some(p) = prompt else {
        for &t in hand {
            h.raw("<li>");
            face(h, lang, t, false, None);
            h.raw("</li>");
        }
        if let Some(t) = drawn {
            let label = format!("{}, {}", tile_name(lang, t), text(lang, Msg::DrawnTile));
            h.raw("<li class=\"drawn\">");
            face(h, lang, t, false, Some(&label));
            h.raw("</li>");
        }
        return;
    };
    // The player's turn (a discard to choose) or a call prompt, where no tile is discarded.
    let turn = p
        .tiles
        .iter()
        .any(|c| c.action.is_some() || c.refusal.is_some());
    for (i, c) in p.tiles.iter().enumerate() {
        h.raw(match (c.drawn, rinshan) {
            (true, true) => "<li class=\"drawn rinshan\">",
            (true, false) => "<li class=\"drawn\">",
            _ => "<li>",
        });
        // Whatever cannot be discarded now is disabled: refused by a rule in the player's
        // turn ("refused"), or simply not a moment to discard ("idle").
        let disabled = c.action.is_none();
        let class = match (disabled, turn) {
            (false, _) => "tile-btn",
            (true, true) => "tile-btn refused",
            (true, false) => "tile-btn idle",
        };
        let label = hand_tile_label(lang, c.tile, c.drawn, rinshan, c.refusal.as_ref());
        h.open("button", class)
            .raw(" type=\"button\" tabindex=\"-1\"")
            .raw(if disabled {
                " aria-disabled=\"true\""
            } else {
                " aria-disabled=\"false\""
            })
            .attr("aria-label", &label)
            .raw(" data-index=\"")
            .num(i)
            .raw("\"")
            .raw(if c.drawn { " data-drawn=\"\"" } else { "" })
            .gt();
        face(h, lang, c.tile, false, None);
        h.raw("</button></li>");
    }
}
