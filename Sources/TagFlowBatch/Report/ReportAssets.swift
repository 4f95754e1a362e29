// The report's inline CSS and script: no file beside the page, nothing from the network.

import TagFlow

enum ReportAssets {
  /// Transparent pixels show on a checkerboard. Expected, actual and diff share a row in
  /// equal columns whatever their pixel size (a 2× image shrinks to its column); the flip
  /// stage draws both images at one scale (their pixel size, or less to fit the page), so two
  /// images of different sizes line up at their top left corners.
  static let css = """
    :root { font: 14px/1.4 system-ui, sans-serif; color: #1f2937; background: #f8fafc; }
    body { margin: 0 auto; padding: 0 1.5rem 3rem; max-width: 1800px; }
    header { padding: .5rem 0; border-bottom: 1px solid #e2e8f0; }
    h1 { font-size: 1.3rem; margin: .3rem 0; }
    h2 { font-size: 1rem; margin: 0 0 .3rem; }
    .summary .count { display: inline-block; padding: .1rem .5rem; border-radius: 999px; margin-right: .3rem; background: #e2e8f0; }
    .summary .failed, .summary .missing { background: #fee2e2; color: #991b1b; }
    .summary .recorded { background: #fef3c7; color: #92400e; }
    .summary .passed { background: #dcfce7; color: #166534; }
    .failure-index { margin: .3rem 0; padding-left: 1.5rem; }
    .failure-index li { margin: .15rem 0; overflow-wrap: anywhere; }
    .failure-index .badge { background: #fee2e2; color: #991b1b; }
    .failure-index .why { color: #475569; }
    .keys { margin-left: 1rem; color: #64748b; font-size: .85rem; }
    kbd { border: 1px solid #cbd5e1; border-bottom-width: 2px; border-radius: 3px; padding: 0 .3rem; font-size: .8rem; background: #fff; }
    .item { background: #fff; border: 1px solid #e2e8f0; border-left: 6px solid #22c55e; border-radius: 6px; margin: 1rem 0; padding: .8rem 1rem; }
    .item.failure { border-left-color: #dc2626; }
    .item.status-recorded { border-left-color: #f59e0b; }
    .badge { font-size: .75rem; font-weight: 700; padding: .1rem .4rem; border-radius: 4px; background: #dcfce7; color: #166534; }
    .failure .badge { background: #fee2e2; color: #991b1b; }
    .status-recorded .badge { background: #fef3c7; color: #92400e; }
    .item.status-skipped { border-left-color: #94a3b8; }
    .status-skipped .badge { background: #e2e8f0; color: #334155; }
    .message { margin: .2rem 0; }
    .reference, .artifacts { margin: .2rem 0; color: #64748b; font-size: .85rem; }
    .text-diff { background: #f1f5f9; padding: .5rem; overflow-x: auto; }
    .text-diff .expected { color: #991b1b; } .text-diff .actual { color: #166534; }
    .images { display: grid; grid-template-columns: repeat(var(--columns, 3), minmax(0, 1fr)); gap: 1rem;
      align-items: start; margin-top: .5rem; }
    figure { margin: 0; min-width: 0; }
    figcaption { font-size: .8rem; color: #64748b; margin-bottom: .2rem; }
    figure img, .stage img { display: block;
      background: repeating-conic-gradient(#e5e7eb 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
    figure img { max-width: 100%; height: auto; outline: 1px solid #e2e8f0; }
    .ignored { margin: .2rem 0; color: #1e40af; font-size: .85rem; }
    .flip { margin-top: .8rem; }
    .stage { position: relative; display: inline-block; outline: 1px solid #e2e8f0; }
    .stage img.over { position: absolute; left: 0; top: 0; }
    .flip-controls { display: flex; gap: .6rem; align-items: center; font-size: .8rem; color: #64748b; margin-bottom: .3rem; }
    body.hide-passed .status-passed { display: none; }
    .view { position: relative; }
    .view .box { position: absolute; padding: 0; border: 0; background: none; cursor: zoom-in; }
    .view .box::after { content: ""; position: absolute; left: 50%; top: 50%; width: max(100%, 14px);
      height: max(100%, 14px); transform: translate(-50%, -50%); outline: 2px solid #c026d3;
      box-shadow: 0 0 0 1px #fff, inset 0 0 0 1px #fff; pointer-events: none; }
    .view .box:hover::after, .view .box:focus::after { outline-color: #2563eb; }
    figure.diff img, figure.expected img, figure.actual img { cursor: zoom-in; }
    .regions { margin-top: .4rem; font-size: .85rem; }
    .regions p { margin: .2rem 0; color: #475569; }
    .regions ol { margin: 0; padding-left: 1.8rem; columns: 3 16rem; }
    .regions button.region { font: inherit; font-family: ui-monospace, monospace; background: #fdf4ff;
      border: 1px solid #e9d5ff; border-radius: 3px; padding: 0 .3rem; cursor: zoom-in; }
    .regions .pixels, .regions .more { color: #64748b; }
    """

  /// Builds a slider over each item that has both images (the actual image drawn over the
  /// expected, clipped at the slider; "Flip" or the f key jumps between them), wires "Hide
  /// passed" and the n and p keys (next, previous failure), and leaves what it did in data
  /// attributes on <html>, which a headless browser test reads.
  static let script = """
    (function () {
      var root = document.documentElement;
      var items = document.querySelectorAll('section.item');
      var flips = 0;
      var sliders = [];
      items.forEach(function (item) {
        var expected = item.querySelector('figure.expected img');
        var actual = item.querySelector('figure.actual img');
        if (!expected || !actual || item.classList.contains('status-passed')) return;
        var flip = document.createElement('div');
        flip.className = 'flip';
        var controls = document.createElement('div');
        controls.className = 'flip-controls';
        var label = document.createElement('span');
        var slider = document.createElement('input');
        slider.type = 'range'; slider.min = '0'; slider.max = '100'; slider.value = '50';
        slider.setAttribute('aria-label', 'Slide between expected (left) and actual (right)');
        var button = document.createElement('button');
        button.type = 'button'; button.textContent = 'Flip';
        var stage = document.createElement('div');
        stage.className = 'stage';
        var under = document.createElement('img');
        under.loading = 'lazy'; under.src = expected.src; under.alt = 'expected';
        var over = document.createElement('img');
        over.loading = 'lazy'; over.src = actual.src; over.alt = 'actual'; over.className = 'over';
        // Both images at one scale, at most their pixel size, the stage as large as the larger.
        function fit() {
          var width = Math.max(under.naturalWidth, over.naturalWidth);
          var height = Math.max(under.naturalHeight, over.naturalHeight);
          if (!width) return;
          var factor = Math.min(1, (flip.clientWidth || width) / width);
          under.style.width = under.naturalWidth * factor + 'px';
          over.style.width = over.naturalWidth * factor + 'px';
          stage.style.width = width * factor + 'px';
          stage.style.height = height * factor + 'px';
          show();
        }
        function show() {
          var v = Number(slider.value);
          // Clipped in the stage's pixels, so the edge sits at the slider whatever the sizes.
          var left = v / 100 * (parseFloat(stage.style.width) || over.naturalWidth || 0);
          over.style.clipPath = 'inset(0 0 0 ' + left + 'px)';
          label.textContent = v >= 100 ? 'showing expected' : v <= 0 ? 'showing actual'
            : 'expected | actual at ' + v + '%';
        }
        under.addEventListener('load', fit);
        over.addEventListener('load', fit);
        window.addEventListener('resize', fit);
        slider.addEventListener('input', show);
        function flipIt() {
          slider.value = Number(slider.value) >= 50 ? '0' : '100';
          show();
        }
        button.addEventListener('click', flipIt);
        sliders.push({ slider: slider, flip: flipIt });
        controls.append(slider, button, label);
        stage.append(under, over);
        flip.append(controls, stage);
        item.append(flip);
        show();
        flips += 1;
      });
      var failing = Array.prototype.slice.call(document.querySelectorAll('section.item.failure'));
      var current = -1;
      document.addEventListener('keydown', function (event) {
        if (event.altKey || event.ctrlKey || event.metaKey) return;
        var target = event.target;
        if (target && target.tagName === 'INPUT' && target.type !== 'range' && target.type !== 'checkbox') return;
        if (event.key === 'f') {
          // All sliders show the same side afterwards: actual if the first showed expected.
          var toActual = sliders.length > 0 && Number(sliders[0].slider.value) >= 50;
          sliders.forEach(function (s) { if ((Number(s.slider.value) >= 50) === toActual) s.flip(); });
          root.dataset.showing = toActual ? 'actual' : 'expected';
        } else if ((event.key === 'n' || event.key === 'p') && failing.length > 0) {
          current = event.key === 'n' ? Math.min(current + 1, failing.length - 1) : Math.max(current - 1, 0);
          failing[current].scrollIntoView({ block: 'start' });
          root.dataset.current = failing[current].id;
        } else {
          return;
        }
        event.preventDefault();
      });
      var hide = document.getElementById('hide-passed');
      hide.addEventListener('change', function () { document.body.classList.toggle('hide-passed', hide.checked); });
      root.dataset.failures = String(document.querySelectorAll('section.item.failure').length);
      root.dataset.flips = String(flips);
      window.addEventListener('load', function () {
        // Images far below the window load when scrolled to (loading="lazy"): only those
        // that finished loading can be judged.
        var broken = 0;
        document.querySelectorAll('img').forEach(function (img) {
          if (img.complete && img.naturalWidth === 0) broken += 1;
        });
        root.dataset.images = String(document.querySelectorAll('img').length);
        root.dataset.brokenImages = String(broken);
        root.dataset.ready = 'true';
      });
    })();
    """
}
