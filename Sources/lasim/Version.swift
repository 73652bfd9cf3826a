/// `lasim --version`. Bump with each release; the README's examples and the
/// schemas' `$id` quote it.
enum LasimVersion {
    static let string = "0.9.0"
}
