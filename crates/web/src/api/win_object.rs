//! Reads the `win` object of `score_hand` field by field from JavaScript (the same fields
//! and checks as [`WinRequest`]'s serde form, which native callers use), so the download
//! carries no serde-generated reader and none of serde's error formatting.

use wasm_bindgen::{JsCast, JsValue};

use rinshan::api::request::WinRequest;

const FIELDS: &str = "tile, tsumo, seat, round, riichi, double_riichi, ippatsu, rinshan, \
                      chankan, haitei, houtei, tenhou, chiihou, dora, ura, honba, deposits, rules";

/// The request `value` describes; errors name the field.
pub fn win_from_js(value: &JsValue) -> Result<WinRequest, String> {
    let object: &js_sys::Object = value
        .dyn_ref()
        .ok_or_else(|| "win: give an object such as { tile: \"5p\" }".to_string())?;
    let mut w = WinRequest::default();
    for pair in js_sys::Object::entries(object).iter() {
        let pair: js_sys::Array = pair.unchecked_into();
        let key = pair.get(0).as_string().unwrap_or_default();
        let v = pair.get(1);
        if v.is_undefined() || v.is_null() {
            continue;
        }
        let text = || {
            v.as_string()
                .ok_or_else(|| format!("win: '{key}' must be a string"))
        };
        let flag = || {
            v.as_bool()
                .ok_or_else(|| format!("win: '{key}' must be true or false"))
        };
        let count = || {
            v.as_f64()
                .filter(|n| n.fract() == 0.0 && (0.0..=1.0e6).contains(n))
                .map(|n| n as u32)
                .ok_or_else(|| format!("win: '{key}' must be a whole number from 0"))
        };
        match key.as_str() {
            "tile" => w.tile = text()?,
            "seat" => w.seat = Some(text()?),
            "round" => w.round = Some(text()?),
            "dora" => w.dora = text()?,
            "ura" => w.ura = text()?,
            "rules" => w.rules = Some(text()?),
            "tsumo" => w.tsumo = flag()?,
            "riichi" => w.riichi = flag()?,
            "double_riichi" => w.double_riichi = flag()?,
            "ippatsu" => w.ippatsu = flag()?,
            "rinshan" => w.rinshan = flag()?,
            "chankan" => w.chankan = flag()?,
            "haitei" => w.haitei = flag()?,
            "houtei" => w.houtei = flag()?,
            "tenhou" => w.tenhou = flag()?,
            "chiihou" => w.chiihou = flag()?,
            "honba" => w.honba = count()?,
            "deposits" => w.deposits = count()?,
            _ => return Err(format!("win: unknown field '{key}' (fields: {FIELDS})")),
        }
    }
    Ok(w)
}
