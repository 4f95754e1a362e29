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
    .summary .failed, .summary .new, .summary .deleted, .summary .error { background: #fee2e2; color: #991b1b; }
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
    .view { position: relative; width: fit-content; max-width: 100%; }
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
    .regions li.more { list-style: none; }
    .zoom { position: fixed; inset: 1.5vh 1.5vw; z-index: 10; background: #fff; border: 1px solid #94a3b8;
      border-radius: 6px; box-shadow: 0 10px 40px rgb(0 0 0 / .35); display: flex; flex-direction: column; }
    .zoom[hidden] { display: none; }
    .zoom-bar { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; padding: .4rem .6rem;
      border-bottom: 1px solid #e2e8f0; font-size: .85rem; }
    .zoom-bar .zoom-title { flex: 1 1 20rem; overflow-wrap: anywhere; }
    .zoom-bar button { font: inherit; padding: .1rem .5rem; border: 1px solid #cbd5e1; border-radius: 3px; background: #f8fafc; }
    .zoom-bar button[aria-pressed="true"] { background: #1e293b; color: #fff; }
    .zoom-panes { flex: 1; display: grid; grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr); gap: .5rem;
      padding: .5rem; min-height: 0; }
    .zoom-pane { display: flex; flex-direction: column; min-height: 0; }
    .zoom-pane[hidden] { display: none; }
    .zoom-pane .caption { font-size: .8rem; color: #64748b; }
    .zoom-scroller { flex: 1; overflow: auto; position: relative; outline: 1px solid #e2e8f0;
      background: repeating-conic-gradient(#e5e7eb 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
    .zoom-canvas { position: relative; }
    .zoom-canvas img { display: block; max-width: none; image-rendering: pixelated; }
    .zoom-mark { position: absolute; outline: 2px solid #c026d3; box-shadow: 0 0 0 1px #fff, inset 0 0 0 1px #fff;
      min-width: 6px; min-height: 6px; pointer-events: none; }
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
      // The zoom: one panel over the page, the diff (and on demand expected and actual) side
      // by side at one scale (1:1, 4×, 16× or fit), drawn pixelated, scrolled together, the
      // region outlined. A region's box or line opens it on the region; a click on an image
      // at 4× where it was clicked; #zoom=item-N:R[@scale][&all] in the address at load too.
      var zoom = document.createElement('div');
      zoom.className = 'zoom'; zoom.id = 'zoom'; zoom.hidden = true;
      zoom.setAttribute('role', 'dialog'); zoom.setAttribute('aria-label', 'Zoom');
      var bar = document.createElement('div');
      bar.className = 'zoom-bar';
      var title = document.createElement('span');
      title.className = 'zoom-title';
      bar.append(title);
      var scaleButtons = {};
      ['1', '4', '16', 'fit'].forEach(function (name) {
        var b = document.createElement('button');
        b.type = 'button'; b.textContent = name === 'fit' ? 'Fit' : name === '1' ? '1:1' : name + '×';
        b.addEventListener('click', function () { setScale(name); });
        scaleButtons[name] = b;
        bar.append(b);
      });
      var allLabel = document.createElement('label');
      var all = document.createElement('input');
      all.type = 'checkbox';
      allLabel.append(all, ' expected | actual | diff');
      var close = document.createElement('button');
      close.type = 'button'; close.textContent = 'Close (Esc)';
      bar.append(allLabel, close);
      var panesBox = document.createElement('div');
      panesBox.className = 'zoom-panes';
      var panes = ['expected', 'actual', 'diff'].map(function (role) {
        var pane = document.createElement('div');
        pane.className = 'zoom-pane'; pane.dataset.role = role;
        var caption = document.createElement('div');
        caption.className = 'caption'; caption.textContent = role;
        var scroller = document.createElement('div');
        scroller.className = 'zoom-scroller';
        var canvas = document.createElement('div');
        canvas.className = 'zoom-canvas';
        var img = document.createElement('img');
        img.alt = role;
        var mark = document.createElement('div');
        mark.className = 'zoom-mark';
        canvas.append(img, mark);
        scroller.append(canvas);
        pane.append(caption, scroller);
        panesBox.append(pane);
        return { role: role, pane: pane, scroller: scroller, img: img, mark: mark };
      });
      zoom.append(bar, panesBox);
      document.body.append(zoom);
      var state = null;
      var syncing = false;
      panes.forEach(function (p) {
        p.scroller.addEventListener('scroll', function () {
          if (syncing) return;
          syncing = true;
          panes.forEach(function (q) {
            if (q !== p) { q.scroller.scrollLeft = p.scroller.scrollLeft; q.scroller.scrollTop = p.scroller.scrollTop; }
          });
          syncing = false;
        });
      });
      function visiblePanes() { return panes.filter(function (p) { return !p.pane.hidden && p.img.getAttribute('src'); }); }
      function layout() {
        if (!state) return;
        var shown = visiblePanes();
        var first = shown[0];
        var width = state.width || (first && first.img.naturalWidth) || 1;
        var height = state.height || (first && first.img.naturalHeight) || 1;
        var scale = state.scale === 'fit'
          ? Math.min(first.scroller.clientWidth / width, first.scroller.clientHeight / height)
          : Number(state.scale);
        Object.keys(scaleButtons).forEach(function (k) {
          scaleButtons[k].setAttribute('aria-pressed', String(k === state.scale));
        });
        var r = state.region;
        shown.forEach(function (p) {
          p.img.style.width = (p.img.naturalWidth || width) * scale + 'px';
          p.mark.hidden = !r;
          if (r) {
            p.mark.style.left = r.x * scale + 'px'; p.mark.style.top = r.y * scale + 'px';
            p.mark.style.width = r.w * scale + 'px'; p.mark.style.height = r.h * scale + 'px';
          }
        });
        var cx = r ? r.x + r.w / 2 : state.x;
        var cy = r ? r.y + r.h / 2 : state.y;
        syncing = true;
        shown.forEach(function (p) {
          p.scroller.scrollLeft = cx * scale - p.scroller.clientWidth / 2;
          p.scroller.scrollTop = cy * scale - p.scroller.clientHeight / 2;
        });
        syncing = false;
        root.dataset.zoom = state.item.id + ':' + (r ? r.index : '-') + '@' + state.scale + (all.checked ? '&all' : '');
      }
      function setScale(name) { if (state) { state.scale = name; layout(); } }
      // The largest of 16×, 4× and 1:1 at which the region fills at most 3/4 of a pane.
      function scaleFor(r) {
        var s = panes[2].scroller;
        var w = (s.clientWidth || 400) * 0.75;
        var h = (s.clientHeight || 300) * 0.75;
        var found = ['16', '4', '1'].filter(function (k) { return r.w * Number(k) <= w && r.h * Number(k) <= h; })[0];
        return found || 'fit';
      }
      function open(item, options) {
        var view = item.querySelector('figure.diff .view');
        state = {
          item: item, region: options.region || null, x: options.x || 0, y: options.y || 0,
          width: view ? Number(view.dataset.width) : 0, height: view ? Number(view.dataset.height) : 0,
        };
        if (options.all !== undefined) all.checked = options.all;
        var name = item.querySelector('h2 code');
        var r = state.region;
        title.textContent = (name ? name.textContent : item.id) + (r
          ? ' — region ' + (r.index + 1) + ': x ' + r.x + ', y ' + r.y + ', ' + r.w + ' × ' + r.h : '');
        var pending = 0;
        panes.forEach(function (p) {
          var source = item.querySelector('figure.' + p.role + ' img');
          var wanted = p.role === 'diff' || all.checked || !item.querySelector('figure.diff img');
          p.pane.hidden = !source || !wanted;
          var src = source ? source.getAttribute('src') : '';
          if (p.img.getAttribute('src') !== src) {
            if (src) { p.img.setAttribute('src', src); pending += 1; } else { p.img.removeAttribute('src'); }
          }
        });
        zoom.hidden = false;
        state.scale = options.scale || (r ? scaleFor(r) : '4');
        layout();
        panes.forEach(function (p) { if (!p.img.complete) p.img.addEventListener('load', layout, { once: true }); });
      }
      all.addEventListener('change', function () { if (state) open(state.item, { region: state.region, x: state.x, y: state.y, scale: state.scale }); });
      close.addEventListener('click', function () { zoom.hidden = true; state = null; delete root.dataset.zoom; });
      function regionOf(button) {
        return { index: Number(button.dataset.region), x: Number(button.dataset.x), y: Number(button.dataset.y),
          w: Number(button.dataset.w), h: Number(button.dataset.h) };
      }
      document.querySelectorAll('section.item').forEach(function (item) {
        item.querySelectorAll('button.box, button.region').forEach(function (button) {
          button.addEventListener('click', function () { open(item, { region: regionOf(button) }); });
        });
        item.querySelectorAll('figure img').forEach(function (img) {
          img.addEventListener('click', function (event) {
            var factor = img.naturalWidth / (img.clientWidth || 1);
            open(item, { x: event.offsetX * factor, y: event.offsetY * factor, scale: '4' });
          });
        });
      });
      document.addEventListener('keydown', function (event) {
        if (event.key === 'Escape' && !zoom.hidden) close.click();
      });
      window.addEventListener('resize', layout);
      var asked = /^#zoom=([\\w-]+)(?::(\\d+))?(?:@(\\d+|fit))?(&all)?$/.exec(location.hash);
      if (asked && document.getElementById(asked[1])) {
        var item = document.getElementById(asked[1]);
        var button = asked[2] !== undefined && item.querySelector('button.box[data-region="' + asked[2] + '"]');
        open(item, { region: button ? regionOf(button) : null, scale: asked[3], all: !!asked[4] });
      }
      var hide = document.getElementById('hide-passed');
      hide.addEventListener('change', function () { document.body.classList.toggle('hide-passed', hide.checked); });
      root.dataset.failures = String(document.querySelectorAll('section.item.failure').length);
      root.dataset.flips = String(flips);
      window.addEventListener('load', function () {
        // Images far below the window load when scrolled to (loading="lazy"): only those
        // that finished loading can be judged; the zoom's are empty until it opens.
        var broken = 0;
        document.querySelectorAll('img').forEach(function (img) {
          if (img.getAttribute('src') && img.complete && img.naturalWidth === 0) broken += 1;
        });
        root.dataset.images = String(document.querySelectorAll('img').length);
        root.dataset.brokenImages = String(broken);
        root.dataset.ready = 'true';
      });
    })();
    """
}
