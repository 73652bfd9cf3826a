/// Cutting text to a width with "…": the rule layout uses, for views that
/// lay out their own lines (status bars, logs).
public enum TextFit {
    public static func cut(_ text: String, _ width: Int) -> String {
        RenderContext.truncate(text, to: width, rtl: false)
    }
}
