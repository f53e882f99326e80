const fs = require('fs'); const path = require('path');
const { initWasm, Resvg } = require('@resvg/resvg-wasm');
const echarts = require('echarts');
(async () => {
  let t = Date.now();
  await initWasm(fs.readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  console.log('init', Date.now() - t);
  const font = fs.readFileSync(path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts', 'NotoSansHans-Regular.otf'));
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: 480, height: 260 });
  chart.setOption({ animation: false, textStyle: { fontFamily: 'sans-serif' }, series: [{ type: 'pie', label: { formatter: '{b}\n{d}%' }, data: [{ name: '原材料获取', value: 10 }, { name: '生产制造', value: 5 }] }] });
  const svg = chart.renderToSVGString();
  for (let i = 0; i < 3; i++) {
    t = Date.now();
    const r = new Resvg(svg, { fitTo: { mode: 'zoom', value: 2 }, font: { fontBuffers: [font], defaultFontFamily: 'Noto Sans Hans', sansSerifFamily: 'Noto Sans Hans', loadSystemFonts: false } });
    const png = r.render().asPng();
    console.log('render', Date.now() - t, png.length);
    fs.writeFileSync('/tmp/rpoc/chart.png', png);
  }
})();
