"""Skullminers by clicks (issue 3): a whole game against the random bot, and a hot-seat game
whose handovers never show the other player's hand. One page per module."""

from __future__ import annotations

from conftest import new_context
from e2e_helpers import LEGAL, first_legal, game_over, open_link, open_site, play_to_end, ply, start_game, wait_settled





def test_full_game_against_the_greedy_bot(page, shots):
    """A whole game against the gentle level (the greedy miner, which digs toward the God
    Skull: a random bot let the game run to the round limit, up to 2 minutes of clicks)."""
    start_game(page, 2, ["human", "greedy"], ["Ada", "Robo"], game="skullminers", options={"opt-0": "0"})
    seen = {}

    def look(p, clicks):
        if "build" not in seen and p.locator(".sm-grid button.cell.legal .tile-svg.ghost").count():
            seen["build"] = clicks  # a card is chosen: only the cells where it fits light up
            p.screenshot(path=str(shots / "skullminers-build-desktop.png"), full_page=True)
        if "contest" not in seen and p.locator(".sm-contest .rounds li").count():
            seen["contest"] = clicks
            p.screenshot(path=str(shots / "skullminers-contest-desktop.png"), full_page=True)

    play_to_end(page, max_clicks=1500, on_click=look)
    assert "build" in seen  # the seed is random: a game may be short, but it always builds
    assert game_over(page)
    end = page.inner_text("#end-panel")
    # the rulebook's only victory, or the round limit's draw (docs/rulings/skullminers.md)
    assert ("wins" in end and "The God Skull is unearthed." in end) or "a draw" in end
    rows = [r.strip() for r in page.locator("#end-panel tbody th").all_inner_texts()]
    assert rows == ["Claims unearthed", "Crew on the grid"]
    assert page.locator("#end-panel tr.total").count() == 0  # facts of the game, not a sum
    page.screenshot(path=str(shots / "skullminers-end-desktop.png"), full_page=True)


def test_hot_seat_handover_never_shows_the_other_hand(browser, site, guard, shots):
    context = new_context(browser, guard, width=390, height=844)
    page = context.new_page()
    open_site(page, site.url)
    start_game(page, 2, ["human", "human"], ["Ada", "Brokk"], game="skullminers")  # default: each owner hides its God Skull
    names = ["Ada", "Brokk"]
    handovers = 0
    for _ in range(200):
        wait_settled(page)
        if game_over(page) or handovers >= 6:
            break
        if page.locator("#pass-panel").is_visible():
            assert page.locator("#board").is_hidden()  # nothing of the board behind the cover
            seat = 0 if "Ada" in page.inner_text("#pass-panel h2") else 1
            if handovers == 1:
                page.screenshot(path=str(shots / "skullminers-handover-phone.png"))
            page.click("#pass-ready")
            wait_settled(page)
            handovers += 1
            # Only the seat's own hand shows card faces; the other shows card backs.
            assert page.locator(f".sm-player[data-seat='{1 - seat}'] .sm-hand .mcard:not(.back)").count() == 0
            assert names[seat] in page.inner_text("#status")
            if handovers == 3:
                page.screenshot(path=str(shots / "skullminers-hand-phone.png"), full_page=True)
            continue
        # every screen a seat sees between handovers shows no face of the other hand
        cp = 0 if "Ada" in page.inner_text("#status") else 1
        assert page.locator(f".sm-player[data-seat='{1 - cp}'] .sm-hand .mcard:not(.back)").count() == 0
        assert page.locator(LEGAL).count() > 0, f"no legal control at ply {ply(page)}"
        first_legal(page).click()
    assert handovers >= 4
    context.close()


def test_play_by_link_opens_as_the_seat_it_is_for(browser, site, guard, shots):
    """Play by link with hidden hands: Ada shares a link at the hand-over; on Brokk's device it
    opens as Brokk's seat only. Ada's hand never shows there, and when Brokk's turn is done
    the page waits for Ada at her device instead of offering her view."""
    sender = new_context(browser, guard)
    page = sender.new_page()
    open_site(page, site.url)
    start_game(page, 2, ["human", "human"], ["Ada", "Brokk"], game="skullminers", options={"opt-0": "0"})
    for _ in range(300):  # play until the device must pass to Brokk
        wait_settled(page)
        if page.locator("#pass-panel").is_visible() and "Brokk" in page.inner_text("#pass-panel h2"):
            break
        if page.locator("#pass-panel").is_visible():
            page.click("#pass-ready")
            continue
        first_legal(page).click()
    page.click("#share-button")
    page.wait_for_selector("#share-dialog[open]")
    assert "This link is for Brokk" in page.inner_text("#share-for")
    link = page.input_value("#share-link")
    sender.close()

    receiver = new_context(browser, guard)
    other = receiver.new_page()
    open_site(other, link)
    assert "you play Brokk" in other.inner_text("#notice")
    assert other.locator("#pass-panel").is_hidden()
    turn_over = False
    for _ in range(300):
        wait_settled(other)
        assert other.locator(".sm-player[data-seat='0'] .sm-hand .mcard:not(.back)").count() == 0
        if "at another device" in other.inner_text("#status"):
            turn_over = True
            break
        assert other.locator("#pass-panel").is_hidden()
        first_legal(other).click()
    assert turn_over and other.locator(LEGAL).count() == 0
    other.screenshot(path=str(shots / "skullminers-play-by-link-desktop.png"), full_page=True)
    receiver.close()


def test_the_hand_over_screen_offers_the_mover_an_undo(page, shots):
    """Hot-seat with hidden hands: a move that ends a turn goes straight to the "Pass the
    device" screen. Before handing over, the player who moved may take the move back there
    (issue 2: undo of your own last decision); the next player's view never offers it."""
    start_game(page, 2, ["human", "human"], ["Ada", "Brokk"], game="skullminers")  # default: each owner hides its God Skull
    for _ in range(300):
        wait_settled(page)
        if page.locator("#pass-undo").is_visible():
            break
        if page.locator("#pass-panel").is_visible():
            page.click("#pass-ready")
            continue
        first_legal(page).click()
    label = page.inner_text("#pass-undo")
    mover = "Ada" if label.startswith("Ada") else "Brokk"
    assert label == f"{mover}: undo my last move"
    assert mover not in page.inner_text("#pass-panel h2")  # the screen is for the other player
    page.screenshot(path=str(shots / "skullminers-handover-undo-desktop.png"))
    seen = ply(page)  # the board last drawn: the mover's, just before the move
    page.click("#pass-undo")
    wait_settled(page)
    # Whoever pressed it, the mover's hand shows only behind the mover's own hand-over screen.
    assert page.locator("#pass-panel").is_visible() and page.locator("#board").is_hidden()
    assert page.inner_text("#pass-panel h2") == f"Pass the device to {mover}"
    assert page.locator("#board [data-legal]").count() == 0 and page.locator(".mcard:not(.back)").count() == 0
    page.click("#pass-ready")
    wait_settled(page)
    assert page.locator("#pass-panel").is_hidden() and page.locator("#board").is_visible()
    assert ply(page) == seen and mover in page.inner_text("#status")  # the mover's turn again


def _random_session(seed: int):
    from pygame_rules.session import Session
    return Session.new("skullminers", 2, names=["Ada", "Bo"], seats=["human", "human"], seed=seed)


def drawn_game_link() -> str:
    """A link to a finished hot-seat game that reached the round limit (a draw)."""
    import random

    from pygame_rules.bots import sample_chance
    for seed in range(100):
        session = _random_session(seed)
        state, rng = session.state, random.Random(seed)
        while not state.is_terminal():
            state.apply(sample_chance(state, rng) if state.is_chance_node() else rng.choice(state.legal_actions()))
        if state.end_reason() == "limit_draw":
            return session.link()
    raise AssertionError("no drawn game in 100 random games")


def test_the_end_screen_of_a_drawn_game_says_a_draw(page, site, shots):
    """Rulebook: only the God Skull wins; our ruling: the round limit is a draw, said in words."""
    open_link(page, site, drawn_game_link())
    assert game_over(page)
    end = page.inner_text("#end-panel")
    assert "Game over: a draw, nobody wins" in end
    assert "Round 60 is over and the God Skull is still buried: the game is a draw." in end
    assert page.locator("#end-panel .winner").count() == 0  # no star for anybody
    page.screenshot(path=str(shots / "skullminers-draw-desktop.png"), full_page=True)


def directive_link():
    """A hot-seat link at Ada's Direct phase holding a Directive aimed at Sites, where some
    Site it could hit lies on no tunnel route from her crew. Returns the link, the card, the
    cells Python lists as targets and the unreachable ones."""
    import random

    from pygame_rules.bots import sample_chance
    from pygame_rules.games.skullminers.grid import reachable
    for seed in range(300):
        session = _random_session(seed)
        state, rng = session.state, random.Random(seed)
        while not state.is_terminal():
            if state.current_player == 0 and state.phase == "direct":
                reach = reachable(state.geo, state.tiles, state.crew_seat, 0)
                for card in ("d3", "d9", "d4"):
                    if card not in state.hands[0]:
                        continue
                    aimed = [i for i in range(state.geo.size) if (state.crew_seat[i] == 1 if card != "d4"
                             else state.tiles[i] is not None and state.crew_seat[i] < 0)]
                    far = {state.geo.names[i] for i in aimed if i not in reach}
                    targets = {a.split()[2] for a in state.legal_actions() if a.startswith(f"play {card} ")}
                    if far and targets:
                        return session.link(), card, targets, far
            state.apply(sample_chance(state, rng) if state.is_chance_node() else rng.choice(state.legal_actions()))
    raise AssertionError("no such position in 300 games")


def test_a_directive_highlights_only_sites_its_tunnels_reach(page, site, shots):
    """Rulebook, Additional Rules: all actions go through connected tunnel routes. Choosing a
    Rockfall (or a Cave-in) lights up exactly the Sites Python lists, never one off every route,
    also when Crew cards in the same hand could be built (the break this test found)."""
    link, card, targets, far = directive_link()
    open_link(page, site, link)
    page.locator(f".sm-player[data-seat='0'] [data-card='{card}']").first.click()
    lit = set(page.locator(".sm-grid button.cell.legal").evaluate_all("els => els.map(e => e.dataset.cell)"))
    assert lit == targets and not lit & far
    page.screenshot(path=str(shots / "skullminers-directive-desktop.png"), full_page=True)
