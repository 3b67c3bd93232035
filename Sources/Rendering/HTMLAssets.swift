/// The HTML report's stylesheet and script, inlined so the page needs nothing else.
enum HTMLAssets {
    static let css = """
        :root { color-scheme: light; --text: \(Palette.text); --muted: #475569; --line: #e2e8f0;
          --error: \(Palette.findingError); --warning: \(Palette.findingWarning); --highlight: \(Palette.highlight); }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", Arial, sans-serif;
          color: var(--text); background: #f1f5f9; }
        header.top, section, nav.toc, footer { margin: 16px 24px; }
        header.top { margin-top: 20px; }
        h1 { font-size: 24px; margin: 0 0 6px; }
        h2 { font-size: 19px; margin: 0 0 6px; display: flex; gap: 10px; align-items: center; flex-wrap: wrap; }
        code { font: 12.5px/1.4 ui-monospace, "DejaVu Sans Mono", Menlo, monospace; }
        .summary { display: flex; gap: 10px; align-items: center; flex-wrap: wrap; margin: 0 0 8px; font-size: 15px; }
        .how { max-width: 980px; color: var(--muted); margin: 0; }
        .count { display: inline-block; font-size: 12.5px; font-weight: 600; padding: 1px 8px; border-radius: 999px;
          color: #fff; background: var(--muted); white-space: nowrap; }
        .count.error { background: var(--error); }
        .count.warning { background: var(--warning); }
        .count.clean { background: #16a34a; }
        .count.input-error { background: #7f1d1d; text-decoration: none; }
        section.legend { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 10px 14px; }
        section.legend ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 6px 20px; }
        section.legend li { display: flex; align-items: center; gap: 6px; font-size: 13px; }
        svg.defs { position: absolute; }
        nav.toc { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 10px 14px; }
        nav.toc ul { margin: 0; padding-left: 18px; columns: 2 360px; }
        nav.toc li { margin: 2px 0; }
        nav.toc li > * { margin-right: 8px; }
        nav.toc code { color: var(--muted); }
        section.input-errors { background: #fef2f2; border: 1px solid #fecaca; border-radius: 10px; padding: 10px 14px; }
        section.input-errors li > * { margin-right: 8px; }
        section.input-errors pre { margin: 4px 0 8px; }
        section.screen { background: #fff; border: 1px solid var(--line); border-radius: 12px; padding: 14px 16px 18px; }
        .file { margin: 0 0 10px; color: var(--muted); }
        .clean-note { color: #15803d; font-weight: 600; }
        ol.findings { margin: 0 0 14px; padding-left: 24px; }
        ol.findings li { margin: 6px 0; }
        button.finding { display: block; width: 100%; text-align: left; font: inherit; color: inherit; cursor: pointer;
          background: #fff; border: 1px solid var(--line); border-left: 5px solid var(--error); border-radius: 8px; padding: 7px 10px; }
        button.finding.severity-warning { border-left-color: var(--warning); }
        button.finding:hover { background: #f8fafc; }
        /* Amber, not the pictures' highlight yellow: a screenshot test tells the two apart. */
        button.finding.selected { background: #fefce8; border-color: #d97706; box-shadow: 0 0 0 2px #d97706; }
        button.finding .head { display: flex; gap: 8px; align-items: baseline; flex-wrap: wrap; }
        .badge { font-size: 11.5px; font-weight: 700; text-transform: uppercase; padding: 0 6px; border-radius: 4px; color: #fff; }
        .badge.error { background: var(--error); }
        .badge.warning { background: var(--warning); }
        .rule { font-weight: 700; }
        .on { color: var(--muted); }
        .loc { color: var(--muted); font-size: 12.5px; margin-left: auto; }
        .message { display: block; margin-top: 3px; }
        .where { display: block; margin-top: 2px; color: var(--muted); font-size: 12.5px; }
        .pictures { display: flex; flex-wrap: wrap; gap: 14px; align-items: flex-start; }
        figure.picture { margin: 0; width: var(--thumb); cursor: zoom-in; background: #f8fafc; border: 1px solid var(--line);
          border-radius: 10px; overflow: hidden; transition: opacity .15s; }
        figure.picture.zoomed { width: var(--natural); cursor: zoom-out; }
        figure.picture svg { display: block; width: 100%; height: auto; }
        figcaption { display: flex; flex-wrap: wrap; gap: 4px 8px; align-items: center; padding: 6px 10px 0; font-size: 13px; }
        figcaption b { white-space: nowrap; }
        section.has-selection figure.picture:not(.occurs) { opacity: .4; }
        svg g.view.selected > rect { stroke: var(--highlight); stroke-width: 6px; stroke-dasharray: none;
          fill: var(--highlight); fill-opacity: .5; }
        svg g.finding.selected > rect { stroke: var(--highlight); stroke-width: 6px; }
        svg g.finding.selected .tag rect { stroke: var(--highlight); stroke-width: 3px; }
        section.glossary dt { font: 700 13px/1.4 ui-monospace, "DejaVu Sans Mono", monospace; margin-top: 6px; }
        section.glossary dd { margin: 0 0 4px 16px; }
        footer { color: var(--muted); font-size: 12.5px; margin-bottom: 32px; }
        """

    /// Selecting a finding marks its button, the views with its id in that screen's pictures, and
    /// the pictures where it occurs; the URL fragment keeps the selection (and can preselect one).
    static let script = """
        (function () {
          function clear() {
            ['selected', 'has-selection', 'occurs'].forEach(function (name) {
              document.querySelectorAll('.' + name).forEach(function (e) { e.classList.remove(name); });
            });
          }
          function select(button) {
            var was = button.classList.contains('selected');
            clear();
            if (was) { history.replaceState(null, '', location.pathname); return; }
            var section = button.closest('section.screen');
            var view = button.getAttribute('data-view');
            var contexts = (button.getAttribute('data-contexts') || '').split('|').filter(Boolean);
            button.classList.add('selected');
            section.classList.add('has-selection');
            section.querySelectorAll('figure.picture').forEach(function (figure) {
              if (contexts.length === 0 || contexts.indexOf(figure.getAttribute('data-context')) >= 0) figure.classList.add('occurs');
              figure.querySelectorAll('g[data-view]').forEach(function (g) {
                if (g.getAttribute('data-view') === view) g.classList.add('selected');
              });
            });
            history.replaceState(null, '', '#' + button.id);
          }
          document.querySelectorAll('button.finding').forEach(function (b) {
            b.addEventListener('click', function () { select(b); });
          });
          document.querySelectorAll('figure.picture').forEach(function (f) {
            f.addEventListener('click', function () { f.classList.toggle('zoomed'); });
          });
          var preset = location.hash ? document.getElementById(location.hash.slice(1)) : null;
          if (preset && preset.matches('button.finding')) { select(preset); preset.scrollIntoView(); }
        })();
        """
}
