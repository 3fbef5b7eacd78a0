//! A string of HTML being written, with text and attribute values escaped.

use std::fmt::Write;

/// HTML being written. Text and attribute values go through [`Html::text`] and
/// [`Html::attr`], which escape `&`, `<`, `>`, `"` and `'`; tags are written as given.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Html(String);

/// `s` with the five HTML-special characters escaped.
pub fn escaped(s: &str) -> std::borrow::Cow<'_, str> {
    if !s.contains(['&', '<', '>', '"', '\'']) {
        return s.into();
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out.into()
}

impl Html {
    /// Empty.
    pub fn new() -> Html {
        Html::default()
    }

    /// Markup written as is (tags, and values known to need no escaping).
    pub fn raw(&mut self, s: &str) -> &mut Html {
        self.0.push_str(s);
        self
    }

    /// Text, escaped.
    pub fn text(&mut self, s: &str) -> &mut Html {
        self.0.push_str(&escaped(s));
        self
    }

    /// A number as text.
    pub fn num(&mut self, n: impl std::fmt::Display) -> &mut Html {
        let _ = write!(self.0, "{n}");
        self
    }

    /// ` name="value"`, the value escaped.
    pub fn attr(&mut self, name: &str, value: &str) -> &mut Html {
        self.0.push(' ');
        self.0.push_str(name);
        self.0.push_str("=\"");
        self.0.push_str(&escaped(value));
        self.0.push('"');
        self
    }

    /// `<tag class="class"`, left open for attributes (close it with [`Html::gt`]).
    pub fn open(&mut self, tag: &str, class: &str) -> &mut Html {
        self.0.push('<');
        self.0.push_str(tag);
        if !class.is_empty() {
            self.attr("class", class);
        }
        self
    }

    /// `>`: ends an opening tag.
    pub fn gt(&mut self) -> &mut Html {
        self.0.push('>');
        self
    }

    /// `</tag>`.
    pub fn close(&mut self, tag: &str) -> &mut Html {
        self.0.push_str("</");
        self.0.push_str(tag);
        self.0.push('>');
        self
    }

    /// `<tag class="class">text</tag>`.
    pub fn element(&mut self, tag: &str, class: &str, text: &str) -> &mut Html {
        self.open(tag, class).gt().text(text).close(tag)
    }

    /// The markup written.
    pub fn into_string(self) -> String {
        self.0
    }

    /// The markup written so far.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_and_attributes_are_escaped() {
        let mut h = Html::new();
        h.open("p", "a")
            .attr("title", "\"<b>\" & 'x'")
            .gt()
            .text("<script>")
            .close("p");
        assert_eq!(
            h.as_str(),
            "<p class=\"a\" title=\"&quot;&lt;b&gt;&quot; &amp; &#39;x&#39;\">&lt;script&gt;</p>"
        );
    }
}
