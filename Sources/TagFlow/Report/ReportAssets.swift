// The report's inline CSS and script: no file beside the page, nothing from the network.

enum ReportAssets {
  /// Transparent pixels show on a checkerboard; images keep their pixel size and scroll.
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
    .failure-index { margin: .3rem 0; padding-left: 1.5rem; max-height: 8rem; overflow: auto; }
    .item { background: #fff; border: 1px solid #e2e8f0; border-left: 6px solid #22c55e; border-radius: 6px; margin: 1rem 0; padding: .8rem 1rem; }
    .item.failure { border-left-color: #dc2626; }
    .item.status-recorded { border-left-color: #f59e0b; }
    .badge { font-size: .75rem; font-weight: 700; padding: .1rem .4rem; border-radius: 4px; background: #dcfce7; color: #166534; }
    .failure .badge { background: #fee2e2; color: #991b1b; }
    .status-recorded .badge { background: #fef3c7; color: #92400e; }
    .message { margin: .2rem 0; }
    .reference, .artifacts { margin: .2rem 0; color: #64748b; font-size: .85rem; }
    .text-diff { background: #f1f5f9; padding: .5rem; overflow-x: auto; }
    .text-diff .expected { color: #991b1b; } .text-diff .actual { color: #166534; }
    .images { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; margin-top: .5rem; }
    figure { margin: 0; max-width: 100%; overflow-x: auto; }
    figcaption { font-size: .8rem; color: #64748b; margin-bottom: .2rem; }
    figure img, .stage img { display: block; image-rendering: pixelated;
      background: repeating-conic-gradient(#e5e7eb 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
    .flip { margin-top: .8rem; }
    .stage { position: relative; display: inline-block; max-width: 100%; overflow: hidden; }
    .stage img.over { position: absolute; left: 0; top: 0; }
    .flip-controls { display: flex; gap: .6rem; align-items: center; font-size: .8rem; color: #64748b; margin-bottom: .3rem; }
    body.hide-passed .status-passed { display: none; }
    """

  /// Builds a slider over each item that has both images (the actual image drawn over the
  /// expected, clipped at the slider; "Flip" jumps between them), wires "Hide passed", and
  /// leaves what it did in data attributes on <html>, which a headless browser test reads.
  static let script = """
    (function () {
      var items = document.querySelectorAll('section.item');
      var flips = 0;
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
        under.src = expected.src; under.alt = 'expected';
        var over = document.createElement('img');
        over.src = actual.src; over.alt = 'actual'; over.className = 'over';
        function show() {
          var v = Number(slider.value);
          over.style.clipPath = 'inset(0 0 0 ' + v + '%)';
          label.textContent = v >= 100 ? 'showing expected' : v <= 0 ? 'showing actual'
            : 'expected | actual at ' + v + '%';
        }
        slider.addEventListener('input', show);
        button.addEventListener('click', function () {
          slider.value = Number(slider.value) >= 50 ? '0' : '100';
          show();
        });
        controls.append(slider, button, label);
        stage.append(under, over);
        flip.append(controls, stage);
        item.append(flip);
        show();
        flips += 1;
      });
      var hide = document.getElementById('hide-passed');
      hide.addEventListener('change', function () { document.body.classList.toggle('hide-passed', hide.checked); });
      var root = document.documentElement;
      root.dataset.failures = String(document.querySelectorAll('section.item.failure').length);
      root.dataset.flips = String(flips);
      window.addEventListener('load', function () {
        var broken = 0;
        document.querySelectorAll('img').forEach(function (img) {
          if (!img.complete || img.naturalWidth === 0) broken += 1;
        });
        root.dataset.images = String(document.querySelectorAll('img').length);
        root.dataset.brokenImages = String(broken);
        root.dataset.ready = 'true';
      });
    })();
    """
}
