// The embed route: the widget's scenario is the address's fragment, followed as it changes;
// the query sets how it looks (embed.html?lang=ja&size=compact&show=hand+dora&seats=0+1#…).
const table = document.getElementById("scenario");
const query = new URLSearchParams(location.search);
if (query.get("lang")) document.documentElement.lang = query.get("lang");
for (const name of ["show", "seats", "size"]) {
  if (query.get(name)) table.setAttribute(name, query.get(name));
}
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
