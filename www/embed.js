// The embed route: the widget's scenario is the address's fragment, followed as it changes.
const table = document.getElementById("scenario");
function fromAddress() {
  let text = location.hash.slice(1);
  try {
    text = decodeURIComponent(text);
  } catch {
    // Not URL-encoded: use it as written (the widget reports what it cannot read).
  }
  table.setAttribute("scenario", text);
}
addEventListener("hashchange", fromAddress);
fromAddress();
