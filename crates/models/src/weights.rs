//! A network's weights: a safetensors file (the format candle writes), read and checked
//! before anything runs. A file that is truncated, damaged or of another network is a
//! [`ModelError`] in words, never a panic, so a caller can fall back to a player that
//! needs no model.

use safetensors::{Dtype, SafeTensors};
use std::collections::HashMap;
use std::fmt;

/// Why a weights file cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ModelError {
    /// Not a safetensors file, or a truncated or damaged one.
    Unreadable(String),
    /// A tensor the network needs is not in the file.
    Missing(String),
    /// A tensor has a shape or type the network cannot use.
    Shape {
        /// The tensor.
        name: String,
        /// Its shape in the file.
        found: Vec<usize>,
    },
    /// A weight is not a finite number.
    NotFinite(String),
}

impl fmt::Display for ModelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ModelError::Unreadable(why) => {
                write!(f, "the model's weights file cannot be read ({why})")
            }
            ModelError::Missing(name) => {
                write!(f, "the model's weights file has no tensor {name}")
            }
            ModelError::Shape { name, found } => write!(
                f,
                "the model's tensor {name} has the shape {found:?}, which this network cannot use"
            ),
            ModelError::NotFinite(name) => {
                write!(
                    f,
                    "the model's tensor {name} holds a value that is not a number"
                )
            }
        }
    }
}

impl std::error::Error for ModelError {}

/// The tensors of a weights file, as f32.
pub struct Weights {
    tensors: HashMap<String, (Vec<f32>, Vec<usize>)>,
}

impl Weights {
    /// Reads a safetensors file's bytes (f32, f16 or bf16 tensors).
    pub fn read(bytes: &[u8]) -> Result<Weights, ModelError> {
        let file =
            SafeTensors::deserialize(bytes).map_err(|e| ModelError::Unreadable(e.to_string()))?;
        let mut tensors = HashMap::new();
        for (name, view) in file.tensors() {
            let data = view.data();
            let values: Vec<f32> = match view.dtype() {
                Dtype::F32 => data
                    .chunks_exact(4)
                    .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
                    .collect(),
                Dtype::F16 => data
                    .chunks_exact(2)
                    .map(|b| f16_to_f32(u16::from_le_bytes([b[0], b[1]])))
                    .collect(),
                Dtype::BF16 => data
                    .chunks_exact(2)
                    .map(|b| f32::from_bits(u32::from(u16::from_le_bytes([b[0], b[1]])) << 16))
                    .collect(),
                _ => {
                    return Err(ModelError::Shape {
                        name,
                        found: view.shape().to_vec(),
                    })
                }
            };
            if values.iter().any(|v| !v.is_finite()) {
                return Err(ModelError::NotFinite(name));
            }
            tensors.insert(name, (values, view.shape().to_vec()));
        }
        Ok(Weights { tensors })
    }

    /// Whether the file holds `name`.
    pub fn has(&self, name: &str) -> bool {
        self.tensors.contains_key(name)
    }

    /// Tensor `name`, which must have `dims` dimensions: its values and shape.
    pub fn tensor(&self, name: &str, dims: usize) -> Result<(Vec<f32>, Vec<usize>), ModelError> {
        let (v, shape) = self
            .tensors
            .get(name)
            .ok_or_else(|| ModelError::Missing(name.into()))?;
        if shape.len() != dims || shape.contains(&0) {
            return Err(ModelError::Shape {
                name: name.into(),
                found: shape.clone(),
            });
        }
        Ok((v.clone(), shape.clone()))
    }

    /// Vector `name` of length `n`.
    pub fn vector(&self, name: &str, n: usize) -> Result<Vec<f32>, ModelError> {
        let (v, shape) = self.tensor(name, 1)?;
        if shape[0] != n {
            return Err(ModelError::Shape {
                name: name.into(),
                found: shape,
            });
        }
        Ok(v)
    }
}

/// An IEEE half-precision number as f32.
fn f16_to_f32(h: u16) -> f32 {
    let sign = u32::from(h >> 15) << 31;
    let exp = u32::from((h >> 10) & 0x1f);
    let frac = u32::from(h & 0x3ff);
    let bits = match (exp, frac) {
        (0, 0) => sign,
        (0, _) => {
            // Subnormal: normalise.
            let mut e = 127 - 15 + 1;
            let mut f = frac;
            while f & 0x400 == 0 {
                f <<= 1;
                e -= 1;
            }
            sign | (e << 23) | ((f & 0x3ff) << 13)
        }
        (0x1f, 0) => sign | 0x7f80_0000,
        (0x1f, _) => sign | 0x7fc0_0000,
        _ => sign | ((exp + 127 - 15) << 23) | (frac << 13),
    };
    f32::from_bits(bits)
}

#[cfg(test)]
mod tests {
    use super::f16_to_f32;

    #[test]
    fn half_precision_reads_as_ieee_says() {
        assert_eq!(f16_to_f32(0x3c00), 1.0);
        assert_eq!(f16_to_f32(0xc000), -2.0);
        assert_eq!(f16_to_f32(0x3555), 0.333_251_95);
        assert_eq!(f16_to_f32(0x0001), 5.960_464_5e-8);
        assert_eq!(f16_to_f32(0x7bff), 65504.0);
    }
}
