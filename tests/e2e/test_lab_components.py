"""The playtest lab's per-component table (issue 20, Lab): after a batch of Court of the Dead,
one table shows each designed component (Court card, Mourner, Wallows card, Ulterior Motive,
faction) with how often it was drawn, used and completed, its points and its holder's win
share, the numbers Python's report holds."""

from __future__ import annotations

from e2e_helpers import fill_lab_form


def test_court_components_table(lab, shots):
    page = lab
    fill_lab_form(page, game="court_of_the_dead", players=3, bots=("random", "random", "random"), games=3, seed=2)
    page.evaluate("document.body.dataset.lab = ''")
    page.click("#lab-start")
    page.wait_for_selector("body[data-lab='done']", timeout=240_000)
    rows = page.evaluate("window.__skullLab.value.report.components")
    table = page.locator("#lab-components")
    kinds = table.locator("tbody").evaluate_all("bodies => bodies.map((b) => b.dataset.kind)")
    assert kinds == ["Court card", "Faction", "Mourner", "Ulterior Motive", "Wallows card"]
    assert table.locator("tbody tr th[scope='row']").count() == len(rows)
    quest = next(r for r in rows if r["kind"] == "Wallows card" and r["completed"])
    row = table.locator("tbody[data-kind='Wallows card'] tr", has_text=quest["name"]).first.inner_text()
    done = quest["completed"]
    assert f"{100 * done['rate']:.0f}% (" in row and f"{done['count']:g}/{done['of']}" in row
    page.screenshot(path=str(shots / "lab-components-desktop.png"), full_page=True)
    size = page.viewport_size
    page.set_viewport_size({"width": 390, "height": 844})
    table.locator("tbody[data-kind='Wallows card']").scroll_into_view_if_needed()
    page.screenshot(path=str(shots / "lab-components-phone.png"))
    page.set_viewport_size(size)
