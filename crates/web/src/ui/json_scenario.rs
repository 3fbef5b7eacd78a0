//! JSON scenarios in the browser: a JSON object is turned into the scenario notation
//! (field by field: `seats[i]` → `seat{i}`, `script[i]` → `script{i}`, `to_act` →
//! `turn`, arrays of words joined by spaces, `riichi` as the seats marked true), so one
//! reader checks both forms and the wasm carries no second, serde-generated one.

use wasm_bindgen::{JsCast, JsValue};

use rinshan::play::Scenario;

fn scalar(v: &JsValue) -> Option<String> {
    if let Some(s) = v.as_string() {
        Some(s)
    } else if let Some(n) = v.as_f64() {
        Some(if n.fract() == 0.0 && n.abs() < 9e15 {
            format!("{}", n as i64)
        } else {
            "?".into()
        })
    } else {
        v.as_bool().map(|b| if b { "1".into() } else { "0".into() })
    }
}

/// Reads a scenario written as JSON text (the fields of [`Scenario`]).
pub fn scenario_from_json(text: &str) -> Result<Scenario, String> {
    let value =
        js_sys::JSON::parse(text).map_err(|_| "the scenario is not valid JSON".to_string())?;
    let object: js_sys::Object = value
        .dyn_into()
        .map_err(|_| "the scenario JSON must be an object".to_string())?;
    let mut entries: Vec<String> = Vec::new();
    for pair in js_sys::Object::entries(&object).iter() {
        let pair: js_sys::Array = pair.unchecked_into();
        let key = pair.get(0).as_string().unwrap_or_default();
        let v = pair.get(1);
        let bad = || format!("scenario field '{key}' has a value of the wrong type");
        if v.is_null() || v.is_undefined() {
            continue;
        }
        if let Some(list) = v.dyn_ref::<js_sys::Array>() {
            let items: Vec<String> = list
                .iter()
                .map(|x| scalar(&x).ok_or_else(bad))
                .collect::<Result<_, _>>()?;
            match key.as_str() {
                "seats" | "script" => {
                    if items.len() > 4 {
                        return Err(format!("scenario field '{key}' has more than four seats"));
                    }
                    let name = if key == "seats" { "seat" } else { "script" };
                    for (i, item) in items.iter().enumerate() {
                        entries.push(format!("{name}{i}={item}"));
                    }
                }
                "riichi" => {
                    let seats: Vec<String> = items
                        .iter()
                        .enumerate()
                        .filter(|(_, b)| b.as_str() == "1")
                        .map(|(i, _)| i.to_string())
                        .collect();
                    entries.push(format!("riichi={}", seats.join(" ")));
                }
                _ => entries.push(format!("{key}={}", items.join(" "))),
            }
        } else {
            let s = scalar(&v).ok_or_else(bad)?;
            let key = if key == "to_act" {
                "turn"
            } else {
                key.as_str()
            };
            entries.push(format!("{key}={s}"));
        }
    }
    // One entry per line: a value's own `;` stays in it.
    let text = entries
        .iter()
        .map(|e| e.replace(['\n', '\r'], " "))
        .collect::<Vec<_>>()
        .join("\n");
    Scenario::parse_scenario(&text).map_err(|e| e.to_string())
}

/// Reads a scenario: JSON when it starts with `{`, else the notation.
pub fn read_scenario_text(text: &str) -> Result<Scenario, String> {
    let text = text.trim();
    if text.starts_with('{') {
        scenario_from_json(text)
    } else {
        Scenario::parse_scenario(text).map_err(|e| e.to_string())
    }
}
