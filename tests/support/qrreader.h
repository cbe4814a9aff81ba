#pragma once
// A QR code read back by a real reader: zbarimg (Debian zbar-tools, which
// ./dev test installs).
#include <QImage>
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QTemporaryDir>

namespace tornei::testing {

// The text of the one code zbarimg finds in `image`; empty, with why, when it finds none.
inline QString readQrCode(const QImage &image, QString *why)
{
    const QString zbarimg = QStandardPaths::findExecutable(QStringLiteral("zbarimg"));
    if (zbarimg.isEmpty()) {
        *why = QStringLiteral("zbarimg is not installed (Debian zbar-tools; ./dev test installs it)");
        return {};
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("code.png"));
    if (!image.save(path)) {
        *why = QStringLiteral("cannot write %1").arg(path);
        return {};
    }
    QProcess process;
    // --raw: the text alone; the byte mode's bytes as UTF-8, as the app encodes them.
    process.start(zbarimg, {QStringLiteral("--quiet"), QStringLiteral("--raw"), path});
    if (!process.waitForFinished(60000) || process.exitCode() != 0) {
        *why = QStringLiteral("zbarimg read nothing: %1").arg(QString::fromUtf8(process.readAllStandardError()));
        return {};
    }
    QByteArray out = process.readAllStandardOutput();
    if (out.endsWith('\n'))
        out.chop(1);
    why->clear();
    return QString::fromUtf8(out);
}

} // namespace tornei::testing
