import type { HtmlWidgetProps } from "../../schemas/widgets/html-widget.schema";

/** Example props of HtmlWidget: the defaults, a titled widget with CSS, and hostile markup. */
export const htmlWidgetFixtures = {
  defaults: { html: "<p>Hello from the community team.</p>" },
  titledWithCss: {
    title: "Office hours",
    html: '<p class="note">Tuesdays, 3 pm UTC. <a href="https://example.com/hours">Details</a></p>',
    css: ".note { color: #0b64c6; font-weight: 600; }",
    height: 120,
  },
  hostile: {
    html: "<script>parent.document.body.remove()</script><img src=x onerror=alert(1)>",
    css: "</style><script>alert(1)</script>",
  },
  empty: { html: "" },
} satisfies Record<string, HtmlWidgetProps>;
